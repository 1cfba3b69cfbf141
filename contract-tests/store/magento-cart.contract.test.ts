import { firstValueFrom, lastValueFrom, type Observable } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartRef } from '../../src/application/kernel/cart.repository.port';
import type { TestServer } from '../../mock-server/test/test-server';
import { MagentoGraphqlClient } from '../../src/infrastructure/magento-graphql/graphql-client';
import { MagentoRingCatalog } from '../../src/infrastructure/magento-graphql/magento-ring-catalog';
import { MalformedAnswerError } from '../../src/infrastructure/http/wire-answer';
import { MagentoCartRepository } from '../../src/infrastructure/magento-rest/magento-cart.repository';
import { MagentoCustomerAccounts } from '../../src/infrastructure/magento-rest/magento-customer-accounts';
import { MagentoHttpClient } from '../../src/infrastructure/magento-rest/magento-http-client';
import { contractFetch, startBackend } from './contract-fetch';

let backend: TestServer;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.close());

/** The shop's cart adapter (and what it needs around it) over the real mock, every call checked. */
const shopOver = (tamper?: Parameters<typeof contractFetch>[0]) => {
  const wire = contractFetch(tamper);
  let token: string | null = null;
  const http = new MagentoHttpClient({ baseUrl: backend.url, fetch: wire.fetch, token: () => token });
  return {
    wire,
    carts: new MagentoCartRepository(http, () => token !== null),
    accounts: new MagentoCustomerAccounts(http),
    rings: new MagentoRingCatalog(new MagentoGraphqlClient({ url: `${backend.url}/graphql`, fetch: wire.fetch }), 9),
    signIn: async (email: string, password: string) => {
      token = await firstValueFrom(new MagentoCustomerAccounts(http).signIn(email, password));
    },
  };
};

const done = <T>(source: Observable<T>) => lastValueFrom(source, { defaultValue: undefined });

describe('the bag over the store: every request the cart adapter sends and every answer it reads follows the contract', () => {
  it("a guest's bag: a diamond, a ring, the coupon, the totals and removing a line", async () => {
    const { wire, carts, rings } = shopOver();
    const cart = await firstValueFrom(carts.createGuestCart());
    const diamond = await firstValueFrom(carts.addDiamond(cart, '100000001'));
    await done(carts.setEmptyBillingAddress(cart));
    const design = (await firstValueFrom(rings.list({ optionValue: null, page: 1 }))).rings[0];
    const variant = design && (await firstValueFrom(rings.byUrlKey(design.urlKey)))?.variants[0];
    expect(variant).toBeDefined();
    const ring = await firstValueFrom(carts.addProduct(cart, variant?.sku ?? '', 1));
    expect(await firstValueFrom(carts.applyCoupon(cart, 'NOT-A-CODE'))).toBe(false);
    expect(await firstValueFrom(carts.applyCoupon(cart, 'WELCOME10'))).toBe(true);
    expect(await firstValueFrom(carts.coupon(cart))).toBe('WELCOME10');
    expect((await firstValueFrom(carts.totals(cart))).discount).toBeLessThan(0);
    await done(carts.removeCoupon(cart));
    expect(await firstValueFrom(carts.coupon(cart))).toBeNull();
    await done(carts.removeItem(cart, diamond.lineId));
    const { items } = await firstValueFrom(carts.items(cart));
    expect(items).toEqual([expect.objectContaining({ sku: ring.sku, lineId: ring.lineId, cartId: ring.cartId, parentSku: design?.sku })]);
    expect(wire.problems()).toEqual([]);
    expect(wire.seen()).toEqual(
      expect.arrayContaining([
        'REST new guest cart',
        'REST add a diamond',
        'REST billing address',
        'REST add a product',
        'REST apply a coupon',
        'REST applied coupon',
        'REST cart totals',
        'REST cancel the coupon',
        'REST remove a line',
        'REST cart lines',
      ]),
    );
  });

  it("a customer's bag: their cart, the guest bag merged into it, and a bag the store no longer has", async () => {
    const { wire, carts, signIn } = shopOver();
    const guest = await firstValueFrom(carts.createGuestCart());
    await firstValueFrom(carts.addDiamond(guest, '100000002'));
    expect(await firstValueFrom(carts.findCustomerCart())).toBeNull();
    await signIn('demo@loupe.test', 'Diamond2024!');
    const mine = await firstValueFrom(carts.findCustomerCart());
    expect(mine).toMatchObject({ type: 'customer' });
    await done(carts.mergeGuestCart(guest.id));
    const { items } = await firstValueFrom(carts.items(mine as CartRef));
    expect(items.map((item) => item.sku)).toContain('100000002');
    const gone = await firstValueFrom(carts.items({ type: 'guest', id: 'no-such-cart' })).catch((error: unknown) => error);
    expect(gone).toMatchObject({ code: 'CART.NOT_FOUND' });
    expect(wire.problems()).toEqual([]);
    expect(wire.seen()).toEqual(expect.arrayContaining(['REST sign in', 'REST customer cart', 'REST merge the guest cart', 'REST cart lines']));
  });
});

describe('a drift between the store and the shop', () => {
  it("is caught: a line's quantity sent as text fails the contract check and reaches the shop as the store's usual failure", async () => {
    const qtyAsText = (url: string, answer: unknown) =>
      url.endsWith('/items') && Array.isArray(answer) ? answer.map((line: Record<string, unknown>) => ({ ...line, qty: String(line.qty) })) : answer;
    const { wire, carts } = shopOver(qtyAsText);
    const cart = await firstValueFrom(carts.createGuestCart());
    await firstValueFrom(carts.addDiamond(cart, '100000003'));
    const error = await firstValueFrom(carts.items(cart)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedAnswerError);
    expect(error).toMatchObject({ message: 'The store could not answer.' });
    expect(wire.problems()).toEqual([expect.stringMatching(/^REST cart lines \(200\): answer 0\.qty: /)]);
  });
});
