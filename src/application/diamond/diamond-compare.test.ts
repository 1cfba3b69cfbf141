import { describe, expect, it } from 'vitest';
import { DiamondCompare } from './diamond-compare';
import { DiamondSelection } from './diamond-selection.service';
import { LeaveGuard } from './leave-guard';
import { aPage, open, PageDouble, stones } from './product-details.test-support';

describe('the product details page: compare', () => {
  it('compares: two stones turn compare mode on and the footer leads to the comparison; a third drops the oldest', () => {
    const { page, settle } = aPage();
    page.open(open('A'));
    settle();
    page.toggleCompare();
    expect(page.state).toMatchObject({ compared: ['A'], isCompared: true, compareMode: false });
    page.adjust('price', 'dec');
    settle();
    expect(page.state.isCompared).toBe(false);
    page.toggleCompare();
    expect(page.state).toMatchObject({ compared: ['A', 'B'], isCompared: true, compareMode: true });
    page.openComparison();
    expect(page.state.destination).toEqual({ to: '/compare-diamonds?ids=QQ,Qg', state: { diamondIds: ['A', 'B'], featureLabels: {} } });
    expect(page.requestLeave('/compare-diamonds')).toBe(false);
  });

  it('sees the comparison chosen on another page of the shop', () => {
    const { page, build, settle } = aPage();
    page.open(open('A'));
    settle();
    const other = build();
    other.attach();
    other.open(open('C'));
    settle();
    other.toggleCompare();
    expect(page.state.compared).toEqual(['C']);
  });
});

describe('DiamondCompare', () => {
  const aCompare = () => {
    const page = new PageDouble();
    const selection = new DiamondSelection();
    const guard = new LeaveGuard(page);
    return { page, selection, guard, compare: new DiamondCompare(page, selection, guard) };
  };

  it('chooses nothing without a stone on screen, and the stone on screen once there', () => {
    const { page, selection, compare } = aCompare();
    compare.toggle();
    expect(selection.compared).toEqual([]);
    page.patch({ diamondId: 'A', diamond: stones[0]! });
    compare.toggle();
    expect(page.state).toMatchObject({ compared: ['A'], isCompared: true, compareMode: false });
    expect(compare.fieldsFor('B')).toEqual({ compared: ['A'], isCompared: false, compareMode: false });
  });

  it('follows the comparison chosen elsewhere, and leads to it on purpose', () => {
    const { page, selection, guard, compare } = aCompare();
    page.patch({ diamondId: 'B', diamond: stones[1]! });
    compare.follow();
    selection.toggle('A');
    selection.toggle('B');
    expect(page.state).toMatchObject({ compared: ['A', 'B'], isCompared: true, compareMode: true });
    expect(guard.asks(page.state)).toBe(true);
    compare.open();
    expect(page.state.destination?.to).toBe('/compare-diamonds?ids=QQ,Qg');
    expect(guard.asks(page.state)).toBe(false);
  });
});
