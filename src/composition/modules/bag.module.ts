import { ContainerModule } from 'inversify';
import { AddDiamondToBag } from '../../application/bag/add-diamond-to-bag.use-case';
import { CartRepository } from '../../application/bag/cart.repository.port';
import { BagStore } from '../../application/bag/bag.store.port';
import { Bag } from '../../application/bag/bag.service';
import { RecommendationGateway } from '../../application/discovery/recommendation.gateway.port';
import { RingCatalog } from '../../application/rings/ring-catalog.port';
import { Logger } from '../../application/shell/logger.port';
import { WebStorageBagStore } from '../../infrastructure/browser-storage/web-storage.bag.store';
import { WebStorageCustomerToken } from '../../infrastructure/browser-storage/web-storage.customer-token';
import { MagentoCartRepository } from '../../infrastructure/magento-rest/magento-cart.repository';
import { MagentoHttpClient } from '../../infrastructure/magento-rest/magento-http.client';
import { LocalStorageToken, SessionStorageToken } from '../tokens';

export const bagModule = new ContainerModule(({ bind }) => {
  bind(BagStore)
    .toResolvedValue((local: Storage, session: Storage) => new WebStorageBagStore(local, session), [LocalStorageToken, SessionStorageToken])
    .inSingletonScope();
  bind(CartRepository)
    .toResolvedValue((http: MagentoHttpClient, token: WebStorageCustomerToken) => new MagentoCartRepository(http, () => token.read() !== null), [MagentoHttpClient, WebStorageCustomerToken])
    .inSingletonScope();
  bind(AddDiamondToBag).toResolvedValue(
    (carts: CartRepository, store: BagStore, logger: Logger) => new AddDiamondToBag(carts, store, logger),
    [CartRepository, BagStore, Logger],
  );
  bind(Bag)
    .toResolvedValue(
      (carts: CartRepository, store: BagStore, recommendations: RecommendationGateway, rings: RingCatalog, logger: Logger) => new Bag(carts, store, recommendations, rings, logger),
      [CartRepository, BagStore, RecommendationGateway, RingCatalog, Logger],
    )
    .inSingletonScope();
});
