import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { createBackends } from './app/backends';
import { CardVault } from './card-provider/card-vault';
import { FinancingLedger } from './financing/financing-ledger';
import { buildApp } from './app/build-app';
import { createLogger } from './app/logger';
import { resolveConfig } from './app/resolve-config';
import type { MockServerOptions, ServerContext } from './app/server-context';
import type { MockDatabase } from './db/mock-database';
import { reviveDatabase } from './db/revive-database';
import { JsonFileStore } from './persistence/json-file-store';
import { answerUnreadableRequests } from './http/unreadable-requests';
import { sharedRingCatalog } from './catalog/ring-catalog';
import { sharedDiamondCatalog } from './recommendation/diamond-catalog';
import { seedDatabase } from './seed/seed-database';
import { createDiamondStock } from './stock/diamond-stock';

export type { MockServerOptions } from './app/server-context';

export interface MockServer {
  app: Express;
  /** Starts listening; port 0 (the default) picks a free port. Host defaults to localhost. */
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  /** Stops accepting connections, lets running requests finish, waits for pending writes. Idempotent. */
  close(): Promise<void>;
  /** The mount points, for the CLI's banner and for documentation. */
  readonly mounts: readonly { path: string; description: string }[];
  /** The integration token the admin REST routes accept (the configured one, or the random default). */
  readonly integrationToken: string;
  /** The token the chat provider's console asks for (the configured one, or the random default). */
  readonly chatConsoleToken: string;
}

/** After this long, connections still open at close() are cut (a client holding a request open). */
const CLOSE_GRACE_MS = 3_000;

/**
 * The mock backend: every backend the storefront talks to, on one express (json-server) app. Reads no environment
 * variable (the CLI does), so tests and the cucumber World can run several in one process.
 */
export async function createMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const config = resolveConfig(options);
  const log = createLogger(config.log);
  const store = await JsonFileStore.open<MockDatabase>({
    file: config.dbFile,
    create: () => seedDatabase(config.seed),
    revive: (raw) => reviveDatabase(raw, config.seed, log),
    log,
  });
  const diamonds = sharedDiamondCatalog(config.seed, config.diamondCount);
  const catalog = sharedRingCatalog(config.seed);
  const now = () => new Date();
  const context: ServerContext = { config, store, log, diamonds, stock: createDiamondStock(store, diamonds), catalog, cards: new CardVault(now), financing: new FinancingLedger(now), now };
  const backends = createBackends(context);
  const app = buildApp(context, backends);

  let server: Server | undefined;
  let closing: Promise<void> | undefined;

  return {
    app,
    mounts: backends.map(({ path, description }) => ({ path, description })),
    integrationToken: config.integrationToken,
    chatConsoleToken: config.chatConsoleToken,
    async listen(port = 0, host = 'localhost') {
      if (closing) throw new Error('The mock server is closed.');
      if (server) throw new Error('The mock server is already listening.');
      const listening = createServer(app);
      server = listening;
      answerUnreadableRequests(listening, backends);
      // A request answered during the shutdown leaves its keep-alive connection idle: close it right after.
      listening.on('request', (_req, res) => {
        res.on('close', () => {
          if (closing) setImmediate(() => listening.closeIdleConnections());
        });
      });
      await new Promise<void>((resolvePromise, reject) => {
        listening.once('error', reject);
        listening.listen(port, host, () => {
          listening.off('error', reject);
          resolvePromise();
        });
      });
      const actualPort = (listening.address() as AddressInfo).port;
      return { port: actualPort, url: `http://${urlHost(host)}:${actualPort}` };
    },
    close() {
      closing ??= (async () => {
        if (server?.listening) await stopListening(server);
        await store.close();
      })();
      return closing;
    },
  };
}

async function stopListening(server: Server): Promise<void> {
  await new Promise<void>((resolvePromise, reject) => {
    const deadline = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
    deadline.unref();
    server.close((error) => {
      clearTimeout(deadline);
      if (error) reject(error);
      else resolvePromise();
    });
    // Keep-alive connections between requests would otherwise hold close() until they time out.
    server.closeIdleConnections();
  });
}

/** The host part of the URL to reach a server bound to `host`: a wildcard address is reached on localhost. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
