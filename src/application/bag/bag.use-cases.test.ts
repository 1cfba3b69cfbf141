import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryBagStore, InMemoryCartRepository } from '../../../test/doubles/in-memory-cart.repository';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { AddDiamondToBag } from './add-diamond-to-bag.use-case';

const stones = [aDiamond({ id: 'D1', price: 6000 }), aDiamond({ id: 'D2', price: 7000 })];
const setUp = () => {
  const carts = new InMemoryCartRepository(stones);
  const store = new InMemoryBagStore();
  const logger = new RecordingLogger();
  return { carts, store, logger, add: new AddDiamondToBag(carts, store, logger) };
};
const ITEM_NOT_ADDED = { code: 'CART.ITEM_NOT_ADDED', message: 'Item was not added to cart' };

describe('AddDiamondToBag', () => {
  it('creates a guest bag when there is none, adds the diamond, sets an empty billing address and remembers both', async () => {
    const { carts, store, add } = setUp();
    const item = await firstValueFrom(add.execute('D1'));
    expect(item).toMatchObject({ sku: 'D1', qty: 1, price: 6000 });
    expect(store.guestCartId).toBe('guest-1');
    expect(store.diamondId).toBe('D1');
    expect(carts.billingAddressSet.has('guest-1')).toBe(true);
  });

  it('uses the stored guest bag', async () => {
    const { carts, store, add } = setUp();
    carts.carts.set('kept', []);
    store.guestCartId = 'kept';
    await firstValueFrom(add.execute('D2'));
    expect(carts.carts.get('kept')?.map((i) => i.sku)).toEqual(['D2']);
  });

  it("uses a signed-in customer's bag before any guest bag", async () => {
    const { carts, store, add } = setUp();
    carts.customerCartId = 'mine';
    store.guestCartId = 'guest-x';
    await firstValueFrom(add.execute('D1'));
    expect(carts.carts.get('mine')?.map((i) => i.sku)).toEqual(['D1']);
    expect(store.guestCartId).toBe('guest-x');
  });

  it('replaces a stored guest bag the store no longer knows', async () => {
    const { carts, store, add } = setUp();
    store.guestCartId = 'vanished';
    await firstValueFrom(add.execute('D1'));
    expect(store.guestCartId).toBe('guest-1');
    expect(carts.carts.get('guest-1')?.map((i) => i.sku)).toEqual(['D1']);
    expect(carts.billingAddressSet.has('guest-1')).toBe(true);
  });

  it.each([
    ['an unknown diamond', 'nope', null],
    ['a failing store', 'D1', new Error('offline')],
  ])('says the item was not added for %s, and remembers nothing', async (_case, id, failure) => {
    const { carts, store, logger, add } = setUp();
    carts.failWith = failure;
    await expect(firstValueFrom(add.execute(id))).rejects.toEqual(ITEM_NOT_ADDED);
    expect(store.diamondId).toBeNull();
    expect(logger.entries).toHaveLength(1);
  });
});

describe('the customer cart id', () => {
  it('is kept for the session when a signed-in customer adds a diamond', async () => {
    const { carts, store, add } = setUp();
    carts.customerCartId = '42';
    await firstValueFrom(add.execute('D1'));
    expect(store.customerCartId).toBe('42');
  });
});
