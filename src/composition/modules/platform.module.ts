import { ContainerModule } from 'inversify';
import { asyncScheduler } from 'rxjs';
import { Clock } from '../../application/kernel/clock.port';
import { Scheduler } from '../../application/kernel/scheduler.port';
import { Logger } from '../../application/kernel/logger.port';
import { MagentoGraphqlClient } from '../../infrastructure/magento-graphql/graphql-client';
import { ShopNotices } from '../../application/kernel/shop-notices.service';
import { ShopperPreferences } from '../../application/kernel/shopper-preferences.port';
import { WebStorageShopperPreferences } from '../../infrastructure/browser-storage/web-storage.preferences';
import { MemoryStorage } from '../../infrastructure/browser-storage/memory-storage';
import { CustomerTokenStore } from '../../application/kernel/customer-token.store.port';
import type { CookieAccess } from '../../infrastructure/cookies/cookie-access';
import { CookieCustomerToken } from '../../infrastructure/cookies/cookie-customer-token';
import { DocumentCookies } from '../../infrastructure/cookies/document-cookies';
import { MemoryCookies } from '../../infrastructure/cookies/memory-cookies';
import { ConsoleLogger } from '../../infrastructure/console/console.logger';
import { MagentoHttpClient } from '../../infrastructure/magento-rest/magento-http-client';
import type { AppConfig } from '../config';
import { provide, provideAs } from '../provide';
import { AppConfigToken, CookiesToken, FetchToken, LocalStorageToken, SessionStorageToken } from '../tokens';

/** Browser storage where there is a browser, memory elsewhere (a private window may refuse storage too). */
const webStorage = (area: 'localStorage' | 'sessionStorage'): Storage => {
  try {
    const storage = (globalThis as Partial<Record<typeof area, Storage>>)[area];
    if (storage) return storage;
  } catch {
    // Access can throw when storage is disabled; fall through to memory.
  }
  return new MemoryStorage();
};

/** The page's cookies where there is a page; memory elsewhere (the storefront's server serves each request's own). */
const pageCookies = (): CookieAccess => {
  const page = (globalThis as { document?: Document }).document;
  return page ? new DocumentCookies(page) : new MemoryCookies();
};

export const platformModule = (config: AppConfig) =>
  new ContainerModule(({ bind }) => {
    bind(AppConfigToken).toConstantValue(config);
    bind(LocalStorageToken).toResolvedValue(() => webStorage('localStorage')).inSingletonScope();
    bind(SessionStorageToken).toResolvedValue(() => webStorage('sessionStorage')).inSingletonScope();
    bind(FetchToken).toConstantValue((input, init) => globalThis.fetch(input, init));
    bind(Logger).toResolvedValue(() => new ConsoleLogger()).inSingletonScope();
    bind(Clock).toConstantValue({ now: () => Date.now() });
    bind(Scheduler).toConstantValue(asyncScheduler);
    provide(bind, ShopNotices, [], { scope: 'singleton' });
    provideAs(bind, ShopperPreferences, WebStorageShopperPreferences, [LocalStorageToken], { scope: 'singleton' });
    bind(CookiesToken).toResolvedValue(pageCookies).inSingletonScope();
    // The HTTP clients sign their calls with the token where it can be read (the storefront's server); in the browser
    // it reads none, and the server signs the calls it forwards.
    provideAs(bind, CustomerTokenStore, CookieCustomerToken, [CookiesToken], { scope: 'singleton' });
    bind(MagentoHttpClient)
      .toResolvedValue(
        (cfg: AppConfig, doFetch: typeof fetch, tokens: CustomerTokenStore, logger: Logger) =>
          new MagentoHttpClient({ baseUrl: cfg.storeUrl, fetch: doFetch, token: tokens.read, logger }),
        [AppConfigToken, FetchToken, CustomerTokenStore, Logger],
      )
      .inSingletonScope();
    bind(MagentoGraphqlClient)
      .toResolvedValue(
        (cfg: AppConfig, doFetch: typeof fetch, tokens: CustomerTokenStore, logger: Logger) =>
          new MagentoGraphqlClient({ url: cfg.graphqlUrl, fetch: doFetch, token: tokens.read, logger }),
        [AppConfigToken, FetchToken, CustomerTokenStore, Logger],
      )
      .inSingletonScope();
  });
