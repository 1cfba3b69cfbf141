import { describe, expect, it } from 'vitest';
import { aPage, open } from './product-details.test-support';

describe('the product details page', () => {
  it('loads the stone the address names, with its panels, tables, price and financing estimate', () => {
    const { page, settle } = aPage();
    page.open(open('A'));
    expect(page.state).toMatchObject({ diamondId: 'A', diamond: null, notFound: false });
    settle();
    expect(page.state.diamond?.id).toBe('A');
    expect(page.state.price).toBe('$6,000.00');
    expect(page.state.monthlyEstimate).toBe('$500.00');
    expect(page.state.panels.map((panel) => panel.type)).toEqual(['price', 'size', 'quality']);
    expect(page.state.tables.map((table) => table.title)).toEqual(['Diamond details', 'Measurements', 'Certificate']);
    expect([page.state.canGoBack, page.state.canGoForward]).toEqual([false, false]);
  });

  it('opens with the comparison already chosen in the shop, before any stone', () => {
    const shop = aPage();
    shop.selection.toggle('A');
    shop.selection.toggle('B');
    const page = shop.build();
    expect(page.state).toMatchObject({ diamond: null, compared: ['A', 'B'], isCompared: false, compareMode: true, asksBeforeLeaving: false });
  });
});
