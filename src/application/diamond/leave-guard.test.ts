import { describe, expect, it } from 'vitest';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { LEAVE_SELECTION_PROMPT } from '../../domain/shared/error-catalogue';
import { LeaveGuard } from './leave-guard';
import { aPage, open, PageDouble, stones } from './product-details.test-support';

describe('the product details page: the question before leaving', () => {
  it('lets the shopper leave a stone without asking while no diamond is selected', () => {
    const { page, settle } = aPage();
    page.open(open('A'));
    settle();
    expect(page.state.asksBeforeLeaving).toBe(false);
    expect(page.requestLeave('/')).toBe(false);
    expect(page.requestLeave('/shop-by')).toBe(false);
    expect(page.state.leavePrompt).toBeNull();
    page.toggleCompare();
    expect(page.state.asksBeforeLeaving).toBe(true);
    page.toggleCompare();
    expect(page.state.asksBeforeLeaving).toBe(false);
    expect(page.requestLeave('/')).toBe(false);
  });

  it('asks only with a diamond selected: not once Select diamond or Compare led on', () => {
    const selected = aPage();
    selected.page.open(open('A'));
    selected.settle();
    selected.page.toggleCompare();
    selected.page.select();
    expect(selected.page.state.asksBeforeLeaving).toBe(false);
    expect(selected.page.requestLeave('/')).toBe(false);

    const comparing = aPage();
    comparing.page.open(open('A'));
    comparing.settle();
    comparing.selection.toggle('B');
    comparing.page.toggleCompare();
    expect(comparing.page.state.asksBeforeLeaving).toBe(true);
    comparing.page.openComparison();
    expect(comparing.page.state.asksBeforeLeaving).toBe(false);
  });

  it('with a diamond selected, asks before leaving the stone, not before moving to another stone; Stay keeps it, Leave goes on', () => {
    const { page, settle } = aPage();
    page.open(open('A'));
    // Nothing on screen yet: nothing to select, nothing to ask about.
    page.toggleCompare();
    expect(page.requestLeave('/')).toBe(false);
    settle();
    page.toggleCompare();
    expect(page.state.compared).toEqual(['A']);
    expect(page.requestLeave(productDetailsPath('B'))).toBe(false);
    expect(page.leave()).toBeNull();

    expect(page.requestLeave('/shop-by')).toBe(true);
    expect(page.state.leavePrompt).toBe(LEAVE_SELECTION_PROMPT);
    page.stay();
    expect(page.state.leavePrompt).toBeNull();
    expect(page.leave()).toBeNull();

    expect(page.requestLeave('/')).toBe(true);
    expect(page.leave()).toEqual({ to: '/' });
    expect(page.state).toMatchObject({ leavePrompt: null, asksBeforeLeaving: false });
    expect(page.requestLeave('/')).toBe(false);
  });
});

describe('LeaveGuard', () => {
  it('asks with a stone on screen and a diamond selected, until a button of the page leads on', () => {
    const guard = new LeaveGuard(new PageDouble());
    const page = new PageDouble({ diamond: stones[0]!, compared: ['A'] });
    expect(guard.asks({ ...page.state, diamond: null })).toBe(false);
    expect(guard.asks({ ...page.state, compared: [] })).toBe(false);
    expect(guard.asks(page.state)).toBe(true);
    guard.leaveOnPurpose();
    expect(guard.asks(page.state)).toBe(false);
  });

  it('holds back the way out while the page asks: Stay drops it, Leave answers it once and asks no more', () => {
    const page = new PageDouble({ diamond: stones[0]!, compared: ['A'], asksBeforeLeaving: true });
    const guard = new LeaveGuard(page);
    expect(guard.request('/product-details/Qg')).toBe(false);
    expect(guard.request('/shop-by')).toBe(true);
    expect(page.state.leavePrompt).toBe(LEAVE_SELECTION_PROMPT);
    guard.stay();
    expect([page.state.leavePrompt, guard.leave()]).toEqual([null, null]);
    guard.request('/');
    expect(guard.leave()).toEqual({ to: '/' });
    expect(guard.leave()).toBeNull();
    expect(guard.asks(page.state)).toBe(false);
  });
});
