import { ContainerModule } from 'inversify';
import { ContentPageRepository } from '../../application/content/content-page.repository.port';
import { LoadContentPage } from '../../application/content/load-content-page.use-case';
import { ContactGateway } from '../../application/contact/contact.gateway.port';
import { RequestCertificate } from '../../application/contact/request-certificate.use-case';
import { ContactAnExpert } from '../../application/contact/contact-an-expert.use-case';
import { SendContactMessage } from '../../application/contact/send-contact-message.use-case';
import { MagentoContactGateway } from '../../infrastructure/magento-rest/magento-contact.gateway';
import { ReceiptTracker } from '../../application/checkout/receipt-tracker.port';
import { ReportPurchase } from '../../application/checkout/report-purchase.use-case';
import { ReportedOrders } from '../../application/checkout/reported-orders.port';
import { WebStorageReportedOrders } from '../../infrastructure/browser-storage/web-storage.reported-orders';
import { DataLayerReceiptTracker } from '../../infrastructure/tag-manager/data-layer.receipt-tracker';
import { Logger } from '../../application/kernel/logger.port';
import { MagentoContentPageRepository } from '../../infrastructure/magento-rest/magento-content-page.repository';
import { MagentoHttpClient } from '../../infrastructure/magento-rest/magento-http-client';
import { provide, provideAs } from '../provide';
import { LocalStorageToken } from '../tokens';

export const contentModule = new ContainerModule(({ bind }) => {
  provideAs(bind, ContentPageRepository, MagentoContentPageRepository, [MagentoHttpClient], { scope: 'singleton' });
  provide(bind, LoadContentPage, [ContentPageRepository, Logger]);
  provideAs(bind, ContactGateway, MagentoContactGateway, [MagentoHttpClient], { scope: 'singleton' });
  provide(bind, RequestCertificate, [ContactGateway, Logger]);
  bind(ReceiptTracker).toResolvedValue(() => new DataLayerReceiptTracker(globalThis as { dataLayer?: unknown[] })).inSingletonScope();
  provide(bind, SendContactMessage, [ContactGateway, Logger]);
  provide(bind, ContactAnExpert, [ContactGateway, Logger]);
  provideAs(bind, ReportedOrders, WebStorageReportedOrders, [LocalStorageToken], { scope: 'singleton' });
  provide(bind, ReportPurchase, [ReceiptTracker, ReportedOrders]);

  // The content pages, the contact page and the thank-you page: one model per view.
});
