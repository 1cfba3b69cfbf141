import { ContainerModule } from 'inversify';
import { AddDiamondToBag } from '../../application/bag/add-diamond-to-bag.use-case';
import { BagStore, CartRepository } from '../../application/bag/cart.repository.port';
import { LoadBag } from '../../application/bag/load-bag.query';
import { Logger } from '../../application/shell/logger.port';
import { WebStorageBagStore } from '../../infrastructure/browser-storage/web-storage.bag.store';
import { WebStorageCustomerToken } from '../../infrastructure/browser-storage/web-storage.customer-token';
import { MagentoCartRepository } from '../../infrastructure/magento-rest/magento-cart.repository';
import { MagentoHttpClient } from '../../infrastructure/magento-rest/magento-http.client';
import { LocalStorageToken } from '../tokens';

export const bagModule = new ContainerModule(({ bind }) => {
  bind(BagStore).toResolvedValue((storage: Storage) => new WebStorageBagStore(storage), [LocalStorageToken]).inSingletonScope();
  bind(CartRepository)
    .toResolvedValue((http: MagentoHttpClient, token: WebStorageCustomerToken) => new MagentoCartRepository(http, () => token.read() !== null), [MagentoHttpClient, WebStorageCustomerToken])
    .inSingletonScope();
  bind(AddDiamondToBag).toResolvedValue(
    (carts: CartRepository, store: BagStore, logger: Logger) => new AddDiamondToBag(carts, store, logger),
    [CartRepository, BagStore, Logger],
  );
  bind(LoadBag).toResolvedValue((carts: CartRepository, store: BagStore, logger: Logger) => new LoadBag(carts, store, logger), [CartRepository, BagStore, Logger]);
});
