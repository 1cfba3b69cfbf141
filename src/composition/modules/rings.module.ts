import { ContainerModule } from 'inversify';
import { AddRingToBag } from '../../application/rings/add-ring-to-bag.use-case';
import { CartRepository } from '../../application/kernel/cart.repository.port';
import { BagStore } from '../../application/kernel/bag.store.port';
import { RecommendationGateway } from '../../application/kernel/recommendation.gateway.port';
import { ListRings } from '../../application/rings/list-rings.use-case';
import { LoadChosenDiamond } from '../../application/rings/load-chosen-diamond.use-case';
import { LoadRing } from '../../application/rings/load-ring.use-case';
import { RingCatalog } from '../../application/kernel/ring-catalog.port';
import { RingListCache } from '../../application/rings/ring-list-cache.service';
import { Clock } from '../../application/kernel/clock.port';
import { Logger } from '../../application/kernel/logger.port';
import { MagentoGraphqlClient } from '../../infrastructure/magento-graphql/graphql-client';
import { MagentoRingCatalog } from '../../infrastructure/magento-graphql/magento-ring-catalog';
import type { AppConfig } from '../config';
import { provide } from '../provide';
import { AppConfigToken } from '../tokens';

export const ringsModule = new ContainerModule(({ bind }) => {
  // The catalogue's page size is a setting of the shop, not a service.
  bind(RingCatalog)
    .toResolvedValue((graphql: MagentoGraphqlClient, config: AppConfig) => new MagentoRingCatalog(graphql, config.ringPageSize), [MagentoGraphqlClient, AppConfigToken])
    .inSingletonScope();
  provide(bind, RingListCache, [Clock], { scope: 'singleton' });
  provide(bind, ListRings, [RingCatalog, RingListCache, Logger]);
  provide(bind, LoadRing, [RingCatalog, Logger]);
  provide(bind, AddRingToBag, [CartRepository, BagStore, Logger]);
  provide(bind, LoadChosenDiamond, [BagStore, RecommendationGateway, Logger]);
});
