import { ContainerModule } from 'inversify';
import { AddRingToBag } from '../../application/bag/add-ring-to-bag.use-case';
import { CartRepository } from '../../application/bag/cart.repository.port';
import { BagStore } from '../../application/bag/bag.store.port';
import { ListRings } from '../../application/rings/list-rings.use-case';
import { LoadRing } from '../../application/rings/load-ring.use-case';
import { RingCatalog } from '../../application/rings/ring-catalog.port';
import { RingListCache } from '../../application/rings/ring-list-cache.service';
import { Clock } from '../../application/shell/clock.port';
import { Logger } from '../../application/shell/logger.port';
import { MagentoGraphqlClient } from '../../infrastructure/magento-graphql/graphql.client';
import { MagentoRingCatalog } from '../../infrastructure/magento-graphql/magento-ring-catalog';
import type { AppConfig } from '../config';
import { AppConfigToken } from '../tokens';

export const ringsModule = new ContainerModule(({ bind }) => {
  bind(RingCatalog)
    .toResolvedValue((graphql: MagentoGraphqlClient, config: AppConfig) => new MagentoRingCatalog(graphql, config.ringPageSize), [MagentoGraphqlClient, AppConfigToken])
    .inSingletonScope();
  bind(RingListCache).toResolvedValue((clock: Clock) => new RingListCache(clock), [Clock]).inSingletonScope();
  bind(ListRings).toResolvedValue(
    (catalog: RingCatalog, cache: RingListCache, logger: Logger) => new ListRings(catalog, cache, logger),
    [RingCatalog, RingListCache, Logger],
  );
  bind(LoadRing).toResolvedValue((catalog: RingCatalog, logger: Logger) => new LoadRing(catalog, logger), [RingCatalog, Logger]);
  bind(AddRingToBag).toResolvedValue(
    (carts: CartRepository, store: BagStore, logger: Logger) => new AddRingToBag(carts, store, logger),
    [CartRepository, BagStore, Logger],
  );
});
