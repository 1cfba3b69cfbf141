import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ContentPageRepository } from '../application/content/content-page.repository.port';
import { LoadContentPage } from '../application/content/load-content-page.use-case';
import { ChooseShopByAction } from '../application/discovery/choose-shop-by-action.use-case';
import { ReadCurrentSearch } from '../application/discovery/read-current-search.query';
import { ShopByStore } from '../application/kernel/shop-by.store.port';
import { Logger } from '../application/kernel/logger.port';
import { ShopNotices } from '../application/kernel/shop-notices.service';
import { MemoryStorage } from '../infrastructure/browser-storage/memory-storage';
import { WebStorageShopByStore } from '../infrastructure/browser-storage/web-storage.shop-by.store';
import { RecordingLogger } from '../../test/doubles/recording.logger';
import { InMemoryContentPageRepository } from '../../test/doubles/in-memory-content-page.repository';
import { MagentoContentPageRepository } from '../infrastructure/magento-rest/magento-content-page.repository';
import { configForOrigin } from './config';
import { buildContainer, serveWith } from './container';
import { LocalStorageToken } from './tokens';

const config = configForOrigin('http://shop.test');

describe('buildContainer', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- use cases take different constructor arguments
  it.each<[string, new (...args: any[]) => object]>([
    ['ChooseShopByAction', ChooseShopByAction],
    ['ReadCurrentSearch', ReadCurrentSearch],
    ['LoadContentPage', LoadContentPage],
    ['ShopNotices', ShopNotices],
  ])('resolves %s', (_name, token) => {
    expect(buildContainer(config).get<object>(token)).toBeInstanceOf(token);
  });

  it('serves ports with the real adapters by default', () => {
    const container = buildContainer(config, serveWith(LocalStorageToken, new MemoryStorage()));
    expect(container.get(ContentPageRepository)).toBeInstanceOf(MagentoContentPageRepository);
    expect(container.get(ShopByStore)).toBeInstanceOf(WebStorageShopByStore);
  });

  it('keeps one shop-notice service for the whole shop', () => {
    const container = buildContainer(config);
    expect(container.get(ShopNotices)).toBe(container.get(ShopNotices));
  });

  it('lets overrides replace exactly the adapters they name', async () => {
    const logger = new RecordingLogger();
    const storage = new MemoryStorage();
    const container = buildContainer(
      config,
      serveWith(ContentPageRepository, new InMemoryContentPageRepository([{ id: 7, heading: 'Terms', html: '<p>t</p>' }])),
      serveWith(Logger, logger),
      serveWith(LocalStorageToken, storage),
    );
    await expect(firstValueFrom(container.get(LoadContentPage).execute(7))).resolves.toEqual({ id: 7, heading: 'Terms', html: '<p>t</p>' });
    await expect(firstValueFrom(container.get(LoadContentPage).execute(8))).rejects.toMatchObject({ code: 'CONTENT.NOT_FOUND' });
    expect(logger.entries).toHaveLength(1);

    await firstValueFrom(container.get(ChooseShopByAction).execute('size'));
    expect(storage.getItem('sb_action')).toBe('"size"');
  });
});
