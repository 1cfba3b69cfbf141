import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryBagStore, InMemoryCartRepository } from '../../../test/doubles/in-memory-cart.repository';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { InMemoryRingCatalog } from '../../../test/doubles/in-memory-ring-catalog';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { ApplyCoupon } from './apply-coupon.use-case';
import { BagState } from '../kernel/bag-state';
import { CancelCoupon } from './cancel-coupon.use-case';
import { CouponBoxModel } from './coupon-box.model';

/** The coupon box of a guest whose bag holds a $6,000 stone, the bag read once as the page does. */
const setUp = (saved: string | null = null) => {
  const stone = aDiamond({ id: 'D1', price: 6000 });
  const carts = new InMemoryCartRepository([stone]);
  carts.carts.set('g1', [{ id: 'D1', sku: 'D1', name: 'Diamond D1', price: 6000, lineId: 1, qty: 1, cartId: 'g1' }]);
  if (saved) carts.coupons.set('g1', saved);
  const store = new InMemoryBagStore();
  store.guestCartId = 'g1';
  const bag = new BagState(carts, store, new InMemoryRecommendationGateway([stone]), new InMemoryRingCatalog([], []), new RecordingLogger());
  const scheduler = new VirtualTimeScheduler();
  const box = new CouponBoxModel(bag, new ApplyCoupon(carts, store, bag), new CancelCoupon(carts, store, bag), scheduler);
  box.attach();
  bag.refresh().subscribe();
  return { carts, bag, box, scheduler };
};

describe('the coupon box', () => {
  it('cannot apply an empty field', () => {
    const { box } = setUp();
    expect(box.state).toMatchObject({ code: '', button: 'Apply', canSubmit: false });
    box.type('   ');
    expect(box.state.canSubmit).toBe(false);
    box.type('WELCOME10');
    expect(box.state.canSubmit).toBe(true);
  });

  it('applies a code, says so for 3 s, and turns into Cancel showing the saved coupon; Cancel empties it again', () => {
    const { box, carts, scheduler } = setUp();
    box.type('welcome10');
    box.submit();
    expect(carts.coupons.get('g1')).toBe('WELCOME10');
    expect(box.state).toMatchObject({ message: { text: 'The coupon was applied', error: false }, saved: 'WELCOME10', code: 'WELCOME10', button: 'Cancel', canSubmit: true, busy: false });
    scheduler.schedule(() => expect(box.state.message).not.toBeNull(), 2_999);
    scheduler.flush();
    expect(box.state.message).toBeNull();
    expect(scheduler.now()).toBe(3_000);
    box.submit();
    expect(carts.coupons.has('g1')).toBe(false);
    expect(box.state).toMatchObject({ saved: null, code: '', button: 'Apply', canSubmit: false });
  });

  it('refuses a code the shop does not honour, in red', () => {
    const { box, carts } = setUp();
    box.type('EXPIRED5');
    box.submit();
    expect(carts.coupons.has('g1')).toBe(false);
    expect(box.state).toMatchObject({ message: { text: 'The coupon code is invalid', error: true }, button: 'Apply', busy: false });
  });

  it('asks for a code instead of sending an empty one', () => {
    const { box, carts } = setUp();
    carts.failWith = new Error('the store was called');
    box.submit();
    expect(box.state.message).toEqual({ text: 'Please enter a coupon code.', error: true });
  });

  it('shows the coupon the bag already holds, locked, with Cancel', () => {
    const { box } = setUp('SAVE100');
    expect(box.state).toMatchObject({ code: 'SAVE100', saved: 'SAVE100', button: 'Cancel' });
    box.type('OTHER');
    expect(box.state.code).toBe('SAVE100');
  });
});
