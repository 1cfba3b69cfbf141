import type { CustomerAccounts } from '../account/customer-accounts.port';
import type { CustomerTokenStore } from '../account/customer-token.store.port';
import { CustomerSession } from '../account/customer-session.service';
import { SaveCustomerAddress } from '../account/save-customer-address.use-case';
import { BagState } from '../bag/bag-state';
import type { BagStore } from '../bag/bag.store.port';
import type { CartRepository } from '../bag/cart.repository.port';
import type { RecommendationGateway } from '../discovery/recommendation.gateway.port';
import type { RingCatalog } from '../rings/ring-catalog.port';
import type { Logger } from '../shell/logger.port';
import { AcceptFinancingApproval } from './accept-financing-approval.use-case';
import { AddressFormModel } from './address-form.model';
import { BankTransferPaymentModel } from './bank-transfer/bank-transfer-payment.model';
import { PayByBankTransfer } from './bank-transfer/pay-by-bank-transfer.use-case';
import { CardPaymentModel } from './card-payment.model';
import { CheckoutCart } from './checkout-cart';
import type { CheckoutGateway } from './checkout-gateway.port';
import { CheckoutPageModel } from './checkout-page.model';
import { FinancingCheckoutModel } from './financing-checkout.model';
import type { FinancingProvider } from './financing-provider.port';
import { FollowFinancingProvider } from './follow-financing-provider.query';
import type { HostedCardFields } from './hosted-card-fields.port';
import { LoadCheckout } from './load-checkout.query';
import { OrderPlacement } from './order-placement';
import { PayByCard } from './pay-by-card.use-case';
import { PlaceFinancingOrder } from './place-financing-order.use-case';
import type { AddressDrafts } from './address-drafts.port';
import { SaveCheckoutAddresses } from './save-checkout-addresses.use-case';
import { SavedAddresses } from './saved-addresses';
import { StartFinancing } from './start-financing.use-case';
import type { StoreOrders } from './store-orders.port';

/** The ports a checkout runs over. */
export interface CheckoutPorts {
  readonly carts: CartRepository;
  readonly store: BagStore;
  readonly logger: Logger;
  readonly tokens: CustomerTokenStore;
  readonly accounts: CustomerAccounts;
  readonly gateway: CheckoutGateway & StoreOrders;
  readonly financing: FinancingProvider;
  readonly cardFields: HostedCardFields;
  readonly recommendations: RecommendationGateway;
  readonly rings: RingCatalog;
  /** The tab's drafts of the address forms: a new model over the same drafts is the page reloaded. */
  readonly drafts: AddressDrafts;
}

/** The checkout's use cases and models wired over `ports`, as the container wires them, for the unit tests. */
export function checkoutOver<P extends CheckoutPorts>(ports: P) {
  const { carts, store, logger, gateway, financing, cardFields } = ports;
  const bag = new BagState(carts, store, ports.recommendations, ports.rings, logger);
  const session = new CustomerSession(ports.accounts, ports.tokens, logger);
  const cart = new CheckoutCart(carts, store, bag);
  const saved = new SavedAddresses(cart, gateway, session, logger);
  const placement = new OrderPlacement(cart, gateway, gateway, saved, store, bag);
  const loadCheckout = new LoadCheckout(bag, saved);
  const saveAddresses = new SaveCheckoutAddresses(cart, gateway, saved);
  const payByCard = new PayByCard(placement);
  const payByBankTransfer = new PayByBankTransfer(placement);
  const startFinancing = new StartFinancing(cart, saved, financing, logger);
  const acceptApproval = new AcceptFinancingApproval(cart, placement);
  const placeFinancingOrder = new PlaceFinancingOrder(placement);
  const saveCustomerAddress = new SaveCustomerAddress(ports.accounts, session);
  const { drafts } = ports;
  return {
    ...ports,
    session,
    loadCheckout,
    saveAddresses,
    bag,
    payByCard,
    payByBankTransfer,
    startFinancing,
    acceptApproval,
    placeFinancingOrder,
    financingModel: () => new FinancingCheckoutModel(startFinancing, new FollowFinancingProvider(financing), acceptApproval, placeFinancingOrder),
    cardModel: () => new CardPaymentModel(cardFields, payByCard),
    bankTransferModel: () => new BankTransferPaymentModel(payByBankTransfer),
    pageModel: () => new CheckoutPageModel(loadCheckout),
    addressModel: () => new AddressFormModel(loadCheckout, saveAddresses, saveCustomerAddress, session, drafts),
  };
}
