import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { BagItem } from '../../domain/bag/bag-item';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryBagStore, InMemoryCartRepository } from '../../../test/doubles/in-memory-cart.repository';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { InMemoryRingCatalog } from '../../../test/doubles/in-memory-ring-catalog';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { ApplyCoupon } from './apply-coupon.use-case';
import { BagState, type BagView } from '../kernel/bag-state';
import { CancelCoupon } from './cancel-coupon.use-case';
import { CheckOutWithFreeRing } from './check-out-with-free-ring.use-case';
import { RemoveBagLine } from './remove-bag-line.use-case';

const FREE = 'fw-freering-er-Yellow Gold-18K-6.5';
const diamondLine = (sku: string, itemId: number, price = 6000): BagItem => ({ id: sku, sku, name: `Diamond ${sku}`, price, lineId: itemId, qty: 1, cartId: 'g1' });
const ringLine = (itemId: number): BagItem => ({ id: FREE, sku: FREE, name: 'Free ring', price: 0, lineId: itemId, qty: 1, cartId: 'g1', parentSku: 'fw-freering-er', attributes: [{ code: 'ring_color', value: 'Yellow Gold' }] });

/** A guest whose bag 'g1' holds the given lines; D1 is a stone the shop still sells. */
const setUp = (lines: BagItem[] = [diamondLine('D1', 1)]) => {
  const carts = new InMemoryCartRepository([aDiamond({ id: 'D1', price: 6000 })]);
  carts.carts.set('g1', lines);
  carts.products.set(FREE, { name: 'Solitaire-Yellow Gold-18K-6.5', price: 0, parentSku: 'fw-freering-er', attributes: { ring_color: 'Yellow Gold', ring_metal: '18K', ring_size: '6.5' } });
  const store = new InMemoryBagStore();
  store.guestCartId = 'g1';
  store.diamondId = 'D1';
  const logger = new RecordingLogger();
  const rings = new InMemoryRingCatalog([], [], [{ sku: FREE, urlKey: '', name: 'Solitaire', price: 0, gallery: [] }, { sku: 'fw-freering-er', urlKey: 'freering-solitaire', name: 'Free solitaire', price: 0, gallery: [] }]);
  const bag = new BagState(carts, store, new InMemoryRecommendationGateway([aDiamond({ id: 'D1' })]), rings, logger);
  const seen: (BagView | null)[] = [];
  bag.bag$.subscribe((view) => seen.push(view));
  return { carts, store, logger, bag, seen };
};

describe('BagState', () => {
  it('reads the lines, totals and coupon, tells a line the shop can no longer sell, and where a ring line opens', async () => {
    const { bag, seen, carts } = setUp([diamondLine('D1', 1), diamondLine('GONE', 2, 100), ringLine(3)]);
    carts.coupons.set('g1', 'WELCOME10');
    const view = await firstValueFrom(bag.refresh());
    expect(view.lines.map((line) => [line.item.sku, line.kind, line.available, line.ringUrlKey])).toEqual([
      ['D1', 'diamond', true, null],
      ['GONE', 'diamond', false, null],
      [FREE, 'ring', true, 'freering-solitaire'],
    ]);
    expect(view.coupon).toBe('WELCOME10');
    expect(view.totals).toMatchObject({ subtotal: 6100, discount: -610 });
    expect(seen).toEqual([null, view]);
  });

  it('is empty without a bag, and empty (logged) when the store fails', async () => {
    const { bag, store, carts, logger } = setUp();
    store.guestCartId = null;
    expect((await firstValueFrom(bag.refresh())).lines).toEqual([]);
    store.guestCartId = 'g1';
    carts.failWith = new Error('offline');
    expect((await firstValueFrom(bag.refresh())).lines).toEqual([]);
    expect(logger.entries).toHaveLength(1);
  });
});

describe('ApplyCoupon and CancelCoupon', () => {
  it('applies WELCOME10, reads the bag again with its discount, and cancels it', async () => {
    const { bag, carts, store, seen } = setUp();
    await expect(firstValueFrom(new ApplyCoupon(carts, store, bag).execute('WELCOME10'))).resolves.toBe('The coupon was applied');
    expect(seen.at(-1)).toMatchObject({ coupon: 'WELCOME10', totals: { discount: -600 } });
    const after = await firstValueFrom(new CancelCoupon(carts, store, bag).execute());
    expect(after).toMatchObject({ coupon: null, totals: { grandTotal: 6000 } });
    expect(seen.at(-1)).toBe(after);
  });

  it('refuses a code the shop does not honour as invalid, and does not send a blank one', async () => {
    const { bag, carts, store } = setUp();
    await expect(firstValueFrom(new ApplyCoupon(carts, store, bag).execute('EXPIRED5'))).rejects.toEqual({ code: 'COUPON.INVALID', message: 'The coupon code is invalid' });
    carts.failWith = new Error('a blank code reached the store');
    await expect(firstValueFrom(new ApplyCoupon(carts, store, bag).execute('  '))).rejects.toEqual({ code: 'COUPON.EMPTY', message: 'Please enter a coupon code.' });
  });
});

describe('RemoveBagLine', () => {
  it('removes a line and keeps the diamond remembered while a diamond is left', async () => {
    const { bag, carts, store } = setUp([diamondLine('D1', 1), diamondLine('D2', 2), ringLine(3)]);
    const view = await firstValueFrom(new RemoveBagLine(carts, store, bag).execute(2));
    expect(view.lines.map((line) => line.item.sku)).toEqual(['D1', FREE]);
    expect(store.diamondId).toBe('D1');
  });

  it('drops the ring lines and forgets the diamond when the last diamond leaves', async () => {
    const { bag, carts, store } = setUp([diamondLine('D1', 1), ringLine(2)]);
    const view = await firstValueFrom(new RemoveBagLine(carts, store, bag).execute(1));
    expect(view.lines).toEqual([]);
    expect(carts.carts.get('g1')).toEqual([]);
    expect(store.diamondId).toBeNull();
  });
});

describe('CheckOutWithFreeRing', () => {
  it('puts the chosen free ring in the bag as one item of its variant and reads the bag again', async () => {
    const { bag, carts, store, seen } = setUp();
    await firstValueFrom(new CheckOutWithFreeRing(carts, store, bag).execute({ color: 'yellow', metal: '18K', size: '6.5' }), { defaultValue: undefined });
    expect(carts.carts.get('g1')?.map((item) => [item.sku, item.qty])).toEqual([
      ['D1', 1],
      [FREE, 1],
    ]);
    expect(seen.at(-1)?.lines).toHaveLength(2);
  });

  it('goes on without a ring and without calling the store', async () => {
    const { bag, carts, store } = setUp();
    carts.failWith = new Error('the store was called');
    await expect(firstValueFrom(new CheckOutWithFreeRing(carts, store, bag).execute(null))).resolves.toBeUndefined();
  });

  it("passes the store's refusal on as the ring not added", async () => {
    const { bag, carts, store } = setUp();
    await expect(firstValueFrom(new CheckOutWithFreeRing(carts, store, bag).execute({ color: 'white', metal: 'Platinum', size: '5' }))).rejects.toMatchObject({
      code: 'CART.RING_NOT_ADDED',
      message: expect.stringContaining("doesn't exist") as unknown,
    });
  });
});
