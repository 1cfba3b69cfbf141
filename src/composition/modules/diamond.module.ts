import { ContainerModule } from 'inversify';
import { DiamondSelection } from '../../application/diamond/diamond-selection.service';
import { LoadDiamond } from '../../application/diamond/load-diamond.use-case';
import { MediaSliderModel } from '../../application/diamond/media-slider.model';
import { RecommendForShape } from '../../application/diamond/recommend-for-shape.use-case';
import { TuneDiamond } from '../../application/diamond/tune-diamond.use-case';
import { RecommendationGateway } from '../../application/discovery/recommendation.gateway.port';
import { ShopByStore } from '../../application/discovery/shop-by.store.port';
import { Logger } from '../../application/shell/logger.port';
import { provide } from '../provide';

export const diamondModule = new ContainerModule(({ bind }) => {
  provide(bind, DiamondSelection, [], { scope: 'singleton' });
  provide(bind, LoadDiamond, [RecommendationGateway, Logger]);
  provide(bind, TuneDiamond, [RecommendationGateway, Logger]);
  provide(bind, RecommendForShape, [RecommendationGateway, ShopByStore, Logger]);
  provide(bind, MediaSliderModel, [Logger]);
});
