import { describe, expect, it } from 'vitest';
import { InMemoryBagStore, InMemoryCartRepository } from '../../infrastructure/in-memory/in-memory-cart.repository';
import { RecordingLogger } from '../../infrastructure/in-memory/recording.logger';
import { AddDiamondToBag } from '../bag/add-diamond-to-bag.use-case';
import { ShopNotices } from '../shell/shop-notices.service';
import { DiamondSelectionToBag } from './diamond-selection-to-bag';
import { LeaveGuard } from './leave-guard';
import { aPage, open, PageDouble, stones } from './product-details.test-support';

describe('the product details page: Select diamond', () => {
  it('selects the stone into the bag and leads to the bag', () => {
    const { page, carts, bagStore, settle } = aPage();
    page.open(open('A'));
    settle();
    expect(page.select()).toBe(true);
    expect(page.state.destination).toEqual({ to: '/cart', state: { justAdded: true } });
    expect([...carts.carts.values()].flat().map((item) => item.sku)).toEqual(['A']);
    expect(bagStore.diamondId).toBe('A');
    expect(page.requestLeave('/cart')).toBe(false);
  });

  it('leaves Select diamond to the form’s own post while it shows no stone yet (the page still waking)', () => {
    const { page, carts } = aPage();
    expect(page.select()).toBe(false);
    expect(page.state.adding).toBe(false);
    expect([...carts.carts.values()].flat()).toEqual([]);
  });

  it("says 'Item was not added to cart' in the shop's banner when the bag fails, and stays", () => {
    const { page, carts, notices, settle } = aPage();
    carts.failWith = new Error('offline');
    page.open(open('A'));
    settle();
    const banner: (string | null)[] = [];
    notices.error$.subscribe((message) => banner.push(message));
    page.select();
    expect(page.state).toMatchObject({ adding: false, failure: { code: 'CART.ITEM_NOT_ADDED' }, destination: null });
    expect(banner.at(-1)).toBe('Item was not added to cart');
    // Select diamond did not lead on: with a diamond selected to compare, leaving still asks.
    expect(page.requestLeave('/')).toBe(false);
    page.toggleCompare();
    expect(page.requestLeave('/')).toBe(true);
  });
});

describe('DiamondSelectionToBag', () => {
  const aSelection = () => {
    const page = new PageDouble();
    const carts = new InMemoryCartRepository(stones);
    const notices = new ShopNotices();
    const banner: (string | null)[] = [];
    notices.error$.subscribe((message) => banner.push(message));
    const toBag = new DiamondSelectionToBag(page, new AddDiamondToBag(carts, new InMemoryBagStore(), new RecordingLogger()), notices, new LeaveGuard(page));
    return { page, carts, banner, toBag };
  };

  it('puts nothing in the bag without a stone on screen', () => {
    const { page, carts, toBag } = aSelection();
    expect(toBag.select()).toBe(false);
    expect([page.state.adding, page.state.destination, carts.carts.size]).toEqual([false, null, 0]);
  });

  it("tells the server's refusal on the page and in the shop's banner", () => {
    const { page, banner, toBag } = aSelection();
    toBag.refused('This diamond was just sold');
    expect(page.state.failure).toMatchObject({ code: 'CART.ITEM_NOT_ADDED', message: 'This diamond was just sold' });
    expect(banner.at(-1)).toBe('This diamond was just sold');
  });
});
