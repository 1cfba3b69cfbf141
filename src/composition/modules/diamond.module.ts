import { ContainerModule } from 'inversify';
import { AddDiamondToBag } from '../../application/bag/add-diamond-to-bag.use-case';
import { BagStore } from '../../application/bag/bag.store.port';
import { ContactAnExpert } from '../../application/contact/contact-an-expert.use-case';
import { RequestCertificate } from '../../application/contact/request-certificate.use-case';
import { CertificateRequestModel } from '../../application/diamond/certificate-request.model';
import { DiamondSelection } from '../../application/diamond/diamond-selection.service';
import { EducationTabsModel } from '../../application/diamond/education-tabs.model';
import { ExpertContactModel } from '../../application/diamond/expert-contact.model';
import { FindDiamondToShow } from '../../application/diamond/find-diamond-to-show.use-case';
import { FirstVisitTour } from '../../application/diamond/first-visit-tour.use-case';
import { GuidedTourModel } from '../../application/diamond/guided-tour.model';
import { LoadDiamond } from '../../application/diamond/load-diamond.use-case';
import { NoteMissingVideo } from '../../application/diamond/note-missing-video.use-case';
import { ProductDetailsModel } from '../../application/diamond/product-details.model';
import { RecommendForShape } from '../../application/diamond/recommend-for-shape.use-case';
import { TuneDiamond } from '../../application/diamond/tune-diamond.use-case';
import { ReadCurrentSearch } from '../../application/discovery/read-current-search.query';
import { RecommendationGateway } from '../../application/discovery/recommendation.gateway.port';
import { ShopByStore } from '../../application/discovery/shop-by.store.port';
import { Logger } from '../../application/shell/logger.port';
import { Scheduler } from '../../application/shell/scheduler.port';
import { ShopNotices } from '../../application/shell/shop-notices.service';
import { ShopperPreferences } from '../../application/shell/shopper-preferences.port';
import { provide } from '../provide';

export const diamondModule = new ContainerModule(({ bind }) => {
  provide(bind, DiamondSelection, [], { scope: 'singleton' });
  provide(bind, LoadDiamond, [RecommendationGateway, Logger]);
  provide(bind, TuneDiamond, [RecommendationGateway, Logger]);
  provide(bind, RecommendForShape, [RecommendationGateway, ShopByStore, Logger]);
  provide(bind, FindDiamondToShow, [DiamondSelection, BagStore]);
  provide(bind, FirstVisitTour, [ShopperPreferences]);
  provide(bind, NoteMissingVideo, [Logger]);

  // The detail page and its widgets: one model per view.
  provide(bind, ProductDetailsModel, [FindDiamondToShow, LoadDiamond, TuneDiamond, RecommendForShape, ReadCurrentSearch, AddDiamondToBag, DiamondSelection, ShopNotices, NoteMissingVideo]);
  provide(bind, GuidedTourModel, [FirstVisitTour, Scheduler]);
  provide(bind, CertificateRequestModel, [RequestCertificate, Scheduler]);
  provide(bind, ExpertContactModel, [ContactAnExpert]);
  provide(bind, EducationTabsModel, [Scheduler]);
});
