import { ContainerModule } from 'inversify';
import { ChoosePriceRange } from '../../application/discovery/choose-price-range.use-case';
import { ChooseShopByAction } from '../../application/discovery/choose-shop-by-action.use-case';
import { ReadCurrentSearch } from '../../application/discovery/read-current-search.query';
import { ShopByStore } from '../../application/discovery/shop-by.store.port';
import { WebStorageShopByStore } from '../../infrastructure/browser-storage/web-storage.shop-by.store';
import { LocalStorageToken } from '../tokens';

export const discoveryModule = new ContainerModule(({ bind }) => {
  bind(ShopByStore).toResolvedValue((storage: Storage) => new WebStorageShopByStore(storage), [LocalStorageToken]).inSingletonScope();
  bind(ChooseShopByAction).toResolvedValue((store: ShopByStore) => new ChooseShopByAction(store), [ShopByStore]);
  bind(ChoosePriceRange).toResolvedValue((store: ShopByStore) => new ChoosePriceRange(store), [ShopByStore]);
  bind(ReadCurrentSearch).toResolvedValue((store: ShopByStore) => new ReadCurrentSearch(store), [ShopByStore]);
});
