import { anAddress } from '../../infrastructure/in-memory/address-fixtures';
import { aDiamond } from '../../infrastructure/in-memory/diamond-fixtures';
import { InMemoryBagStore, InMemoryCartRepository } from '../../infrastructure/in-memory/in-memory-cart.repository';
import { InMemoryCheckoutGateway, InMemoryFinancingProvider, InMemoryHostedCardFields } from '../../infrastructure/in-memory/in-memory-checkout';
import { InMemoryCustomerAccounts } from '../../infrastructure/in-memory/in-memory-customer-accounts';
import { InMemoryRecommendationGateway } from '../../infrastructure/in-memory/in-memory-recommendation.gateway';
import { InMemoryRingCatalog } from '../../infrastructure/in-memory/in-memory-ring-catalog';
import { RecordingLogger } from '../../infrastructure/in-memory/recording.logger';
import { CustomerSession } from '../account/customer-session.service';
import { SaveCustomerAddress } from '../account/save-customer-address.use-case';
import { Bag } from '../bag/bag.service';
import { AcceptFinancingApproval } from './accept-financing-approval.use-case';
import { AddressFormModel } from './address-form.model';
import { CardPaymentModel } from './card-payment.model';
import { CheckoutCart } from './checkout-cart';
import { CheckoutPageModel } from './checkout-page.model';
import { FinancingCheckoutModel } from './financing-checkout.model';
import { FollowFinancingProvider } from './follow-financing-provider.query';
import { LoadCheckout } from './load-checkout.query';
import { OrderPlacement } from './order-placement';
import { PayByCard } from './pay-by-card.use-case';
import { PlaceFinancingOrder } from './place-financing-order.use-case';
import { SaveCheckoutAddresses } from './save-checkout-addresses.use-case';
import { SavedAddresses } from './saved-addresses';
import { StartFinancing } from './start-financing.use-case';

export const stone = aDiamond({ diamond_id: 'D1', total_sales_price: 6000 });
export const bigStone = aDiamond({ diamond_id: 'D9', total_sales_price: 17_500.01 });

export const ada = anAddress();
export const grace = anAddress({ firstname: 'Grace', lastname: 'Hopper', city: 'Arlington', region: { region_code: 'VA', region: 'Virginia', region_id: 61 }, email: 'grace@example.com' });

/** A shopper's checkout over in-memory adapters: a guest's bag 'g1' (or the demo customer's 'mine') holding
 * `items`, the providers' frames posting to `window`. */
export function setUpCheckout(options: { items?: readonly string[]; customer?: boolean } = {}) {
  const carts = new InMemoryCartRepository([stone, bigStone]);
  const store = new InMemoryBagStore();
  const logger = new RecordingLogger();
  let token: string | null = null;
  const tokens = { read: () => token, save: (value: string) => void (token = value), clear: () => void (token = null) };
  const accounts = new InMemoryCustomerAccounts(tokens);
  const cartId = options.customer ? 'mine' : 'g1';
  if (options.customer) {
    accounts.add({ firstname: 'Dana', lastname: 'Demo', email: 'demo@loupe.test', addresses: [{ ...grace, id: 7, default_billing: true, default_shipping: true }] }, 'pw');
    accounts.signIn('demo@loupe.test', 'pw').subscribe(tokens.save);
    carts.customerCartId = 'mine';
  } else {
    store.guestCartId = 'g1';
  }
  store.diamondId = 'D1';
  const stones = [stone, bigStone];
  carts.carts.set(
    cartId,
    (options.items ?? ['D1']).map((sku, index) => ({ id: sku, sku, name: `Diamond ${sku}`, price: stones.find((s) => s.diamond_id === sku)?.total_sales_price ?? 0, item_id: index + 1, qty: 1, quote_id: cartId })),
  );
  const window = new EventTarget();
  const gateway = new InMemoryCheckoutGateway(carts);
  const financing = new InMemoryFinancingProvider(window, () => 'http://shop.test');
  const cardFields = new InMemoryHostedCardFields(window, () => 'http://shop.test');
  const bag = new Bag(carts, store, new InMemoryRecommendationGateway(stones), new InMemoryRingCatalog([], []), logger);
  const session = new CustomerSession(accounts, tokens, logger);
  const cart = new CheckoutCart(carts, store, bag);
  const saved = new SavedAddresses(cart, gateway, session, logger);
  const placement = new OrderPlacement(gateway, gateway, saved, store, bag);
  const loadCheckout = new LoadCheckout(bag, saved);
  const saveAddresses = new SaveCheckoutAddresses(cart, gateway);
  const payByCard = new PayByCard(cart, gateway, gateway, placement);
  const startFinancing = new StartFinancing(cart, saved, financing, logger);
  const acceptApproval = new AcceptFinancingApproval(cart, gateway, placement);
  const placeFinancingOrder = new PlaceFinancingOrder(cart, placement);
  const saveCustomerAddress = new SaveCustomerAddress(accounts, session);
  /** The providers' frames post to the shop's window. */
  const post = (data: unknown, origin = financing.origin) => window.dispatchEvent(new MessageEvent('message', { origin, data }));
  return {
    carts,
    store,
    gateway,
    financing,
    cardFields,
    accounts,
    session,
    cartId,
    post,
    loadCheckout,
    saveAddresses,
    payByCard,
    startFinancing,
    acceptApproval,
    placeFinancingOrder,
    financingModel: () => new FinancingCheckoutModel(startFinancing, new FollowFinancingProvider(financing), acceptApproval, placeFinancingOrder),
    cardModel: () => new CardPaymentModel(cardFields, payByCard),
    pageModel: () => new CheckoutPageModel(loadCheckout),
    addressModel: () => new AddressFormModel(loadCheckout, saveAddresses, saveCustomerAddress, session),
  };
}
