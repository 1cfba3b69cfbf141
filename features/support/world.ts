import { After, AfterAll, BeforeAll, setWorldConstructor, World } from '@cucumber/cucumber';
import type { Container } from 'inversify';
import { createMockServer, type MockServer } from '../../mock-server/server';
import { configForOrigin } from '../../src/composition/config';
import { buildContainer, serveWith } from '../../src/composition/container';
import { LocalStorageToken, SessionStorageToken } from '../../src/composition/tokens';
import { Logger } from '../../src/application/shell/logger.port';
import { MemoryStorage } from '../../src/infrastructure/in-memory/memory-storage';
import { RecordingLogger } from '../../src/infrastructure/in-memory/recording.logger';

/** One mock backend for the whole run, started in-process; each scenario resets it through the control route. */
let backend: MockServer;
let backendUrl: string;

BeforeAll({ timeout: 60_000 }, async () => {
  backend = await createMockServer({ seed: 42, dbFile: null, control: true, diamondCount: 2_000, log: false });
  backendUrl = (await backend.listen(0, '127.0.0.1')).url;
});

AfterAll(async () => {
  await backend?.close();
});

/** A shopper's browser: the real container, real HTTP adapters pointed at the mock backend, and storage in memory. */
export class ShopWorld extends World {
  readonly localStorage = new MemoryStorage();
  readonly sessionStorage = new MemoryStorage();
  readonly logger = new RecordingLogger();
  readonly shop: Container;
  /** What the last step returned or threw, for the Then steps to look at. */
  result: unknown;
  failure: unknown;

  constructor(options: ConstructorParameters<typeof World>[0]) {
    super(options);
    this.shop = buildContainer(
      configForOrigin(backendUrl),
      serveWith(LocalStorageToken, this.localStorage),
      serveWith(SessionStorageToken, this.sessionStorage),
      serveWith(Logger, this.logger),
    );
  }

  get backendUrl(): string {
    return backendUrl;
  }

  storedJson(key: string): unknown {
    const raw = this.localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  }
}

setWorldConstructor(ShopWorld);

After(async () => {
  await fetch(`${backendUrl}/__control/reset`, { method: 'POST' });
});
