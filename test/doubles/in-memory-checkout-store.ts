import { InMemoryBagStore, InMemoryCartRepository } from './in-memory-cart.repository';
import { anAddress } from './address-fixtures';
import { aDiamond } from './diamond-fixtures';
import { InMemoryCheckoutGateway, InMemoryFinancingProvider, InMemoryHostedCardFields } from './in-memory-checkout';
import { InMemoryCustomerAccounts } from './in-memory-customer-accounts';
import { InMemoryCustomerToken } from './in-memory-customer-token';
import { InMemoryAddressDrafts } from './in-memory-address-drafts';
import { InMemoryRecommendationGateway } from './in-memory-recommendation.gateway';
import { InMemoryRingCatalog } from './in-memory-ring-catalog';
import { RecordingLogger } from './recording.logger';

export const stone = aDiamond({ id: 'D1', price: 6000 });
export const bigStone = aDiamond({ id: 'D9', price: 17_500.01 });

export const ada = anAddress();
export const grace = anAddress({ firstname: 'Grace', lastname: 'Hopper', city: 'Arlington', region: { code: 'VA', name: 'Virginia', id: 61 }, email: 'grace@example.com' });

/** The store a checkout test runs against: a guest's bag 'g1' (or the demo customer's 'mine', signed in) holding
 * `items` and the chosen diamond D1; the providers' frames post to a window of their own (`post`). */
export function inMemoryCheckoutStore(options: { items?: readonly string[]; customer?: boolean } = {}) {
  const carts = new InMemoryCartRepository([stone, bigStone]);
  const store = new InMemoryBagStore();
  const logger = new RecordingLogger();
  const tokens = new InMemoryCustomerToken();
  const accounts = new InMemoryCustomerAccounts(tokens);
  const cartId = options.customer ? 'mine' : 'g1';
  if (options.customer) {
    accounts.add({ firstname: 'Dana', lastname: 'Demo', email: 'demo@loupe.test', addresses: [{ ...grace, id: 7, defaultBilling: true, defaultShipping: true }] }, 'pw');
    accounts.signIn('demo@loupe.test', 'pw').subscribe(tokens.save);
    carts.customerCartId = 'mine';
  } else {
    store.guestCartId = 'g1';
  }
  store.diamondId = 'D1';
  const stones = [stone, bigStone];
  carts.carts.set(
    cartId,
    (options.items ?? ['D1']).map((sku, index) => ({ id: sku, sku, name: `Diamond ${sku}`, price: stones.find((s) => s.id === sku)?.price ?? 0, lineId: index + 1, qty: 1, cartId })),
  );
  const window = new EventTarget();
  const gateway = new InMemoryCheckoutGateway(carts);
  const financing = new InMemoryFinancingProvider(window, () => 'http://shop.test');
  /** A provider's frame posts to the shop's window. */
  const post = (data: unknown, origin = financing.origin) => window.dispatchEvent(new MessageEvent('message', { origin, data }));
  return {
    carts,
    store,
    logger,
    drafts: new InMemoryAddressDrafts(),
    tokens,
    accounts,
    cartId,
    gateway,
    financing,
    cardFields: new InMemoryHostedCardFields(window, () => 'http://shop.test'),
    recommendations: new InMemoryRecommendationGateway(stones),
    rings: new InMemoryRingCatalog([], []),
    post,
  };
}
