import { ContainerModule } from 'inversify';
import { ChoosePriceRange } from '../../application/discovery/choose-price-range.use-case';
import { ChooseShape } from '../../application/discovery/choose-shape.use-case';
import { ChooseShopByAction } from '../../application/discovery/choose-shop-by-action.use-case';
import { CompareDiamonds } from '../../application/discovery/compare-diamonds.use-case';
import { EstimatePriceRange } from '../../application/discovery/estimate-price-range.use-case';
import { ReadCurrentSearch } from '../../application/discovery/read-current-search.query';
import { RecommendDiamonds } from '../../application/discovery/recommend-diamonds.use-case';
import { RecommendationGateway } from '../../application/discovery/recommendation.gateway.port';
import { ShopByStore } from '../../application/discovery/shop-by.store.port';
import { StartSizeSearch } from '../../application/discovery/start-size-search.use-case';
import { Logger } from '../../application/shell/logger.port';
import { WebStorageShopByStore } from '../../infrastructure/browser-storage/web-storage.shop-by.store';
import { HttpRecommendationGateway } from '../../infrastructure/recommendation-http/http-recommendation.gateway';
import type { AppConfig } from '../config';
import { AppConfigToken, FetchToken, LocalStorageToken } from '../tokens';

export const discoveryModule = new ContainerModule(({ bind }) => {
  bind(ShopByStore).toResolvedValue((storage: Storage) => new WebStorageShopByStore(storage), [LocalStorageToken]).inSingletonScope();
  bind(RecommendationGateway)
    .toResolvedValue(
      (config: AppConfig, doFetch: typeof fetch) =>
        new HttpRecommendationGateway({ baseUrl: config.recommendationUrl, credentials: config.recommendationCredentials, fetch: doFetch }),
      [AppConfigToken, FetchToken],
    )
    .inSingletonScope();

  bind(ChooseShopByAction).toResolvedValue((store: ShopByStore) => new ChooseShopByAction(store), [ShopByStore]);
  bind(ChoosePriceRange).toResolvedValue((store: ShopByStore) => new ChoosePriceRange(store), [ShopByStore]);
  bind(ReadCurrentSearch).toResolvedValue((store: ShopByStore) => new ReadCurrentSearch(store), [ShopByStore]);
  bind(ChooseShape).toResolvedValue((store: ShopByStore) => new ChooseShape(store), [ShopByStore]);
  bind(StartSizeSearch).toResolvedValue((store: ShopByStore) => new StartSizeSearch(store), [ShopByStore]);
  bind(RecommendDiamonds).toResolvedValue(
    (gateway: RecommendationGateway, logger: Logger) => new RecommendDiamonds(gateway, logger),
    [RecommendationGateway, Logger],
  );
  bind(EstimatePriceRange).toResolvedValue(
    (gateway: RecommendationGateway, logger: Logger) => new EstimatePriceRange(gateway, logger),
    [RecommendationGateway, Logger],
  );
  bind(CompareDiamonds).toResolvedValue(
    (gateway: RecommendationGateway, logger: Logger) => new CompareDiamonds(gateway, logger),
    [RecommendationGateway, Logger],
  );
});
