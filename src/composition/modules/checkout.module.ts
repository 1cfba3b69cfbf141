import { ContainerModule } from 'inversify';
import { CustomerSession } from '../../application/account/customer-session.service';
import { Bag } from '../../application/bag/bag.service';
import { CartRepository } from '../../application/bag/cart.repository.port';
import { BagStore } from '../../application/bag/bag.store.port';
import { CheckoutGateway, StoreOrders } from '../../application/checkout/checkout-gateway.port';
import { Checkout } from '../../application/checkout/checkout.service';
import { FinancingProvider, HostedCardFields } from '../../application/checkout/payment-providers.port';
import { Logger } from '../../application/shell/logger.port';
import { ProviderHostedCardFields } from '../../infrastructure/card-provider/hosted-card-fields';
import { HttpFinancingProvider } from '../../infrastructure/financing-provider/http-financing-provider';
import { MagentoStoreOrders } from '../../infrastructure/magento-graphql/magento-store-orders';
import { MagentoGraphqlClient } from '../../infrastructure/magento-graphql/graphql.client';
import { MagentoCheckoutGateway } from '../../infrastructure/magento-rest/magento-checkout.gateway';
import { MagentoHttpClient } from '../../infrastructure/magento-rest/magento-http.client';
import type { AppConfig } from '../config';
import { AppConfigToken, FetchToken } from '../tokens';

/** The page's own origin: relative provider urls resolve against it (outside a browser, a placeholder). */
const pageOrigin = (): string => globalThis.location?.origin ?? 'http://localhost';

export const checkoutModule = new ContainerModule(({ bind }) => {
  bind(CheckoutGateway).toResolvedValue((http: MagentoHttpClient) => new MagentoCheckoutGateway(http), [MagentoHttpClient]).inSingletonScope();
  bind(StoreOrders).toResolvedValue((graphql: MagentoGraphqlClient) => new MagentoStoreOrders(graphql), [MagentoGraphqlClient]).inSingletonScope();
  bind(HostedCardFields).toResolvedValue((cfg: AppConfig) => new ProviderHostedCardFields(cfg.cardProviderUrl, pageOrigin), [AppConfigToken]).inSingletonScope();
  bind(FinancingProvider)
    .toResolvedValue(
      (cfg: AppConfig, doFetch: typeof fetch, logger: Logger) => new HttpFinancingProvider(cfg.financingUrl, pageOrigin, doFetch, logger),
      [AppConfigToken, FetchToken, Logger],
    )
    .inSingletonScope();
  bind(Checkout)
    .toResolvedValue(
      (
        carts: CartRepository,
        store: BagStore,
        gateway: CheckoutGateway,
        orders: StoreOrders,
        financing: FinancingProvider,
        bag: Bag,
        session: CustomerSession,
        logger: Logger,
      ) => new Checkout(carts, store, gateway, orders, financing, bag, session, logger),
      [CartRepository, BagStore, CheckoutGateway, StoreOrders, FinancingProvider, Bag, CustomerSession, Logger],
    )
    .inSingletonScope();
});
