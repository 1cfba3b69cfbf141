import { ContainerModule } from 'inversify';
import { CustomerSession } from '../../application/account/customer-session.service';
import { BagState } from '../../application/bag/bag-state';
import { BagStore } from '../../application/bag/bag.store.port';
import { CartRepository } from '../../application/bag/cart.repository.port';
import { AcceptFinancingApproval } from '../../application/checkout/accept-financing-approval.use-case';
import { PayByBankTransfer } from '../../application/checkout/bank-transfer/pay-by-bank-transfer.use-case';
import { AddressDrafts } from '../../application/checkout/address-drafts.port';
import { CheckoutCart } from '../../application/checkout/checkout-cart';
import { CheckoutGateway } from '../../application/checkout/checkout-gateway.port';
import { FinancingProvider } from '../../application/checkout/financing-provider.port';
import { FollowFinancingProvider } from '../../application/checkout/follow-financing-provider.query';
import { HostedCardFields } from '../../application/checkout/hosted-card-fields.port';
import { LoadCheckout } from '../../application/checkout/load-checkout.query';
import { OrderPlacement } from '../../application/checkout/order-placement';
import { PayByCard } from '../../application/checkout/pay-by-card.use-case';
import { PlaceFinancingOrder } from '../../application/checkout/place-financing-order.use-case';
import { SaveCheckoutAddresses } from '../../application/checkout/save-checkout-addresses.use-case';
import { SavedAddresses } from '../../application/checkout/saved-addresses';
import { StartFinancing } from '../../application/checkout/start-financing.use-case';
import { StoreOrders } from '../../application/checkout/store-orders.port';
import { Logger } from '../../application/shell/logger.port';
import { WebStorageAddressDrafts } from '../../infrastructure/browser-storage/web-storage.address-drafts';
import { ProviderHostedCardFields } from '../../infrastructure/card-provider/hosted-card-fields';
import { HttpFinancingProvider } from '../../infrastructure/financing-provider/http-financing-provider';
import { MagentoStoreOrders } from '../../infrastructure/magento-graphql/magento-store-orders';
import { MagentoGraphqlClient } from '../../infrastructure/magento-graphql/graphql-client';
import { MagentoCheckoutGateway } from '../../infrastructure/magento-rest/magento-checkout.gateway';
import { MagentoHttpClient } from '../../infrastructure/magento-rest/magento-http-client';
import { provide, provideAs } from '../provide';
import { AppConfigToken, FetchToken, FrameWindowToken, SessionStorageToken } from '../tokens';

/** The page's own origin: relative provider urls resolve against it (outside a browser, a placeholder). */
const pageOrigin = (): string => globalThis.location?.origin ?? 'http://localhost';

/** The page's window, where the providers' frames post; outside a browser, a window of its own nobody posts to. */
const pageWindow = (): EventTarget => (typeof globalThis.addEventListener === 'function' ? (globalThis as unknown as EventTarget) : new EventTarget());

class CardFieldsOfConfig extends ProviderHostedCardFields {
  constructor(config: { readonly cardProviderUrl: string }, window: EventTarget) {
    super(config.cardProviderUrl, pageOrigin, window);
  }
}

class FinancingOfConfig extends HttpFinancingProvider {
  constructor(config: { readonly financingUrl: string }, doFetch: typeof fetch, window: EventTarget, logger: Logger) {
    super(config.financingUrl, pageOrigin, doFetch, window, logger);
  }
}

export const checkoutModule = new ContainerModule(({ bind }) => {
  bind(FrameWindowToken).toDynamicValue(pageWindow).inSingletonScope();
  provideAs(bind, CheckoutGateway, MagentoCheckoutGateway, [MagentoHttpClient], { scope: 'singleton' });
  provideAs(bind, StoreOrders, MagentoStoreOrders, [MagentoGraphqlClient], { scope: 'singleton' });
  provideAs(bind, HostedCardFields, CardFieldsOfConfig, [AppConfigToken, FrameWindowToken], { scope: 'singleton' });
  provideAs(bind, AddressDrafts, WebStorageAddressDrafts, [SessionStorageToken], { scope: 'singleton' });
  provideAs(bind, FinancingProvider, FinancingOfConfig, [AppConfigToken, FetchToken, FrameWindowToken, Logger], { scope: 'singleton' });

  provide(bind, CheckoutCart, [CartRepository, BagStore, BagState]);
  provide(bind, SavedAddresses, [CheckoutCart, CheckoutGateway, CustomerSession, Logger]);
  provide(bind, OrderPlacement, [CheckoutCart, CheckoutGateway, StoreOrders, SavedAddresses, BagStore, BagState]);
  provide(bind, LoadCheckout, [BagState, SavedAddresses]);
  provide(bind, SaveCheckoutAddresses, [CheckoutCart, CheckoutGateway, SavedAddresses]);
  provide(bind, PayByCard, [OrderPlacement]);
  provide(bind, PayByBankTransfer, [OrderPlacement]);
  provide(bind, StartFinancing, [CheckoutCart, SavedAddresses, FinancingProvider, Logger]);
  provide(bind, FollowFinancingProvider, [FinancingProvider]);
  provide(bind, AcceptFinancingApproval, [CheckoutCart, OrderPlacement]);
  provide(bind, PlaceFinancingOrder, [OrderPlacement]);
});
