import { ContainerModule } from 'inversify';
import { DiamondSelection } from '../../application/diamond/diamond-selection.service';
import { LoadDiamond } from '../../application/diamond/load-diamond.use-case';
import { RecommendForShape } from '../../application/diamond/recommend-for-shape.use-case';
import { TuneDiamond } from '../../application/diamond/tune-diamond.use-case';
import { RecommendationGateway } from '../../application/discovery/recommendation.gateway.port';
import { ShopByStore } from '../../application/discovery/shop-by.store.port';
import { Logger } from '../../application/shell/logger.port';

export const diamondModule = new ContainerModule(({ bind }) => {
  bind(DiamondSelection).toResolvedValue(() => new DiamondSelection()).inSingletonScope();
  bind(LoadDiamond).toResolvedValue((gateway: RecommendationGateway, logger: Logger) => new LoadDiamond(gateway, logger), [RecommendationGateway, Logger]);
  bind(TuneDiamond).toResolvedValue((gateway: RecommendationGateway, logger: Logger) => new TuneDiamond(gateway, logger), [RecommendationGateway, Logger]);
  bind(RecommendForShape).toResolvedValue(
    (gateway: RecommendationGateway, store: ShopByStore, logger: Logger) => new RecommendForShape(gateway, store, logger),
    [RecommendationGateway, ShopByStore, Logger],
  );
});
