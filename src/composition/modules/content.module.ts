import { ContainerModule } from 'inversify';
import { ContentPageRepository } from '../../application/content/content-page.repository.port';
import { LoadContentPage } from '../../application/content/load-content-page.use-case';
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
});
