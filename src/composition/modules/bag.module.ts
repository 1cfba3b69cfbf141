import { ContainerModule } from 'inversify';
import { AddDiamondToBag } from '../../application/bag/add-diamond-to-bag.use-case';
import { ApplyCoupon } from '../../application/bag/apply-coupon.use-case';
import { BagState } from '../../application/kernel/bag-state';
import { CancelCoupon } from '../../application/bag/cancel-coupon.use-case';
import { CartRepository } from '../../application/kernel/cart.repository.port';
import { BagStore } from '../../application/kernel/bag.store.port';
import { CheckOutWithFreeRing } from '../../application/bag/check-out-with-free-ring.use-case';
import { RemoveBagLine } from '../../application/bag/remove-bag-line.use-case';
import { RecommendationGateway } from '../../application/kernel/recommendation.gateway.port';
import { RingCatalog } from '../../application/kernel/ring-catalog.port';
import { Logger } from '../../application/kernel/logger.port';
import { CustomerTokenStore } from '../../application/kernel/customer-token.store.port';
import { CookieBagStore } from '../../infrastructure/cookies/cookie-bag.store';
import { MagentoCartRepository } from '../../infrastructure/magento-rest/magento-cart.repository';
import { MagentoHttpClient } from '../../infrastructure/magento-rest/magento-http-client';
import { provide, provideAs } from '../provide';
import { CookiesToken, SessionStorageToken } from '../tokens';

export const bagModule = new ContainerModule(({ bind }) => {
  provideAs(bind, BagStore, CookieBagStore, [CookiesToken, SessionStorageToken], { scope: 'singleton' });
  // The repository asks whether a customer is signed in: a question about the held sign-in, not a service.
  bind(CartRepository)
    .toResolvedValue((http: MagentoHttpClient, tokens: CustomerTokenStore) => new MagentoCartRepository(http, () => tokens.held()), [MagentoHttpClient, CustomerTokenStore])
    .inSingletonScope();
  provide(bind, AddDiamondToBag, [CartRepository, BagStore, Logger]);
  // One bag state for the whole shop: the bag page, its coupon box, the side menu and the checkout observe it.
  provide(bind, BagState, [CartRepository, BagStore, RecommendationGateway, RingCatalog, Logger], { scope: 'singleton' });
  provide(bind, ApplyCoupon, [CartRepository, BagStore, BagState]);
  provide(bind, CancelCoupon, [CartRepository, BagStore, BagState]);
  provide(bind, RemoveBagLine, [CartRepository, BagStore, BagState]);
  provide(bind, CheckOutWithFreeRing, [CartRepository, BagStore, BagState]);
});
