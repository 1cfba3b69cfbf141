import { ContainerModule } from 'inversify';
import { ChooseShape } from '../../application/discovery/choose-shape.use-case';
import { ChooseShopByAction } from '../../application/discovery/choose-shop-by-action.use-case';
import { CompareDiamonds } from '../../application/discovery/compare-diamonds.use-case';
import { EstimatePriceRange } from '../../application/discovery/estimate-price-range.use-case';
import { ReadCurrentSearch } from '../../application/discovery/read-current-search.query';
import { RecommendDiamonds } from '../../application/discovery/recommend-diamonds.use-case';
import { RecommendationGateway } from '../../application/kernel/recommendation.gateway.port';
import { RememberSearch } from '../../application/discovery/remember-search.use-case';
import { ShopByStore } from '../../application/kernel/shop-by.store.port';
import { WidenSearch } from '../../application/discovery/widen-search.use-case';
import { Logger } from '../../application/kernel/logger.port';
import { WebStorageShopByStore } from '../../infrastructure/browser-storage/web-storage.shop-by.store';
import { HttpRecommendationGateway } from '../../infrastructure/recommendation-http/http-recommendation.gateway';
import type { AppConfig } from '../config';
import { provide, provideAs } from '../provide';
import { AppConfigToken, FetchToken, LocalStorageToken } from '../tokens';

export const discoveryModule = new ContainerModule(({ bind }) => {
  provideAs(bind, ShopByStore, WebStorageShopByStore, [LocalStorageToken], { scope: 'singleton' });
  // The gateway is built from a part of the configuration, not from services: a factory says which part.
  bind(RecommendationGateway)
    .toResolvedValue(
      (config: AppConfig, doFetch: typeof fetch) =>
        new HttpRecommendationGateway({ baseUrl: config.recommendationUrl, credentials: config.recommendationCredentials, fetch: doFetch }),
      [AppConfigToken, FetchToken],
    )
    .inSingletonScope();

  provide(bind, ChooseShopByAction, [ShopByStore]);
  provide(bind, ReadCurrentSearch, [ShopByStore]);
  provide(bind, ChooseShape, [ShopByStore]);
  provide(bind, RememberSearch, [ShopByStore]);
  provide(bind, RecommendDiamonds, [RecommendationGateway, Logger]);
  provide(bind, WidenSearch, [RecommendationGateway, Logger]);
  provide(bind, EstimatePriceRange, [RecommendationGateway, Logger]);
  provide(bind, CompareDiamonds, [RecommendationGateway, Logger]);

  // One model per view that shows it.
});
