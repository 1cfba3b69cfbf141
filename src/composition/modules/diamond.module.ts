import { ContainerModule } from 'inversify';
import { BagStore } from '../../application/kernel/bag.store.port';
import { DiamondSelection } from '../../application/diamond/diamond-selection.service';
import { FindDiamondToShow } from '../../application/diamond/find-diamond-to-show.use-case';
import { FirstVisitTour } from '../../application/diamond/first-visit-tour.use-case';
import { FindAlternatives } from '../../application/diamond/find-alternatives.use-case';
import { LoadDealInsight } from '../../application/diamond/load-deal-insight.use-case';
import { LoadDiamond } from '../../application/diamond/load-diamond.use-case';
import { NoteMissingVideo } from '../../application/diamond/note-missing-video.use-case';
import { RecommendForShape } from '../../application/diamond/recommend-for-shape.use-case';
import { TuneDiamond } from '../../application/diamond/tune-diamond.use-case';
import { TuningTrail } from '../../application/diamond/tuning-trail.port';
import { RecommendationGateway } from '../../application/kernel/recommendation.gateway.port';
import { ShopByStore } from '../../application/kernel/shop-by.store.port';
import { Logger } from '../../application/kernel/logger.port';
import { ShopperPreferences } from '../../application/kernel/shopper-preferences.port';
import { WebStorageTuningTrail } from '../../infrastructure/browser-storage/web-storage.tuning-trail';
import { provide, provideAs } from '../provide';
import { SessionStorageToken } from '../tokens';

export const diamondModule = new ContainerModule(({ bind }) => {
  provide(bind, DiamondSelection, [], { scope: 'singleton' });
  provide(bind, LoadDiamond, [RecommendationGateway, Logger]);
  provide(bind, LoadDealInsight, [RecommendationGateway, Logger]);
  provide(bind, FindAlternatives, [RecommendationGateway, Logger]);
  provide(bind, TuneDiamond, [RecommendationGateway, Logger]);
  provide(bind, RecommendForShape, [RecommendationGateway, ShopByStore, Logger]);
  provide(bind, FindDiamondToShow, [DiamondSelection, BagStore]);
  provide(bind, FirstVisitTour, [ShopperPreferences]);
  provide(bind, NoteMissingVideo, [Logger]);
  // The tab's own: a shared or bookmarked address carries no history (ADR 0031).
  provideAs(bind, TuningTrail, WebStorageTuningTrail, [SessionStorageToken], { scope: 'singleton' });

  // The detail page and its widgets: one model per view.
});
