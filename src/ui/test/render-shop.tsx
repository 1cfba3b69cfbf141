import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { ContentPageRepository } from '../../application/content/content-page.repository.port';
import { Logger } from '../../application/shell/logger.port';
import { configForOrigin } from '../../composition/config';
import { buildContainer, serveWith } from '../../composition/container';
import { LocalStorageToken } from '../../composition/tokens';
import type { ContentPage } from '../../domain/content/content-page';
import { MemoryStorage } from '../../infrastructure/in-memory/memory-storage';
import { RecordingLogger } from '../../infrastructure/in-memory/recording.logger';
import { InMemoryContentPageRepository } from '../../infrastructure/in-memory/in-memory-content-page.repository';
import { App } from '../app/app';
import { routes } from '../app/routes';

export interface ShopOptions {
  readonly pages?: readonly ContentPage[];
}

/** Renders the whole shop at `path` with the real container, in-memory adapters and a memory router. */
export function renderShop(path: string, options: ShopOptions = {}) {
  const storage = new MemoryStorage();
  const logger = new RecordingLogger();
  const container = buildContainer(
    configForOrigin('http://shop.test'),
    serveWith(LocalStorageToken, storage),
    serveWith(Logger, logger),
    serveWith(ContentPageRepository, new InMemoryContentPageRepository(options.pages ?? [])),
  );
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<App container={container} router={router} />);
  return { ...view, storage, logger, router, container };
}
