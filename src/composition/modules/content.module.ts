import { ContainerModule } from 'inversify';
import { ContentPageRepository } from '../../application/content/content-page.repository.port';
import { LoadContentPage } from '../../application/content/load-content-page.use-case';
import { ContactGateway } from '../../application/contact/contact.gateway.port';
import { RequestCertificate } from '../../application/contact/request-certificate.use-case';
import { ContactAnExpert } from '../../application/contact/contact-an-expert.use-case';
import { SendContactMessage } from '../../application/contact/send-contact-message.use-case';
import { MagentoContactGateway } from '../../infrastructure/magento-rest/magento-contact.gateway';
import { ReceiptTracker } from '../../application/checkout/receipt-tracker.port';
import { DataLayerReceiptTracker } from '../../infrastructure/tag-manager/data-layer.receipt-tracker';
import { Logger } from '../../application/shell/logger.port';
import { MagentoContentPageRepository } from '../../infrastructure/magento-rest/magento-content-page.repository';
import { MagentoHttpClient } from '../../infrastructure/magento-rest/magento-http.client';

export const contentModule = new ContainerModule(({ bind }) => {
  bind(ContentPageRepository)
    .toResolvedValue((http: MagentoHttpClient) => new MagentoContentPageRepository(http), [MagentoHttpClient])
    .inSingletonScope();
  bind(LoadContentPage).toResolvedValue(
    (pages: ContentPageRepository, logger: Logger) => new LoadContentPage(pages, logger),
    [ContentPageRepository, Logger],
  );
  bind(ContactGateway).toResolvedValue((http: MagentoHttpClient) => new MagentoContactGateway(http), [MagentoHttpClient]).inSingletonScope();
  bind(RequestCertificate).toResolvedValue((contact: ContactGateway, logger: Logger) => new RequestCertificate(contact, logger), [ContactGateway, Logger]);
  bind(ReceiptTracker).toResolvedValue(() => new DataLayerReceiptTracker(globalThis as { dataLayer?: unknown[] })).inSingletonScope();
  bind(SendContactMessage).toResolvedValue((contact: ContactGateway, logger: Logger) => new SendContactMessage(contact, logger), [ContactGateway, Logger]);
  bind(ContactAnExpert).toResolvedValue((contact: ContactGateway, logger: Logger) => new ContactAnExpert(contact, logger), [ContactGateway, Logger]);
});
