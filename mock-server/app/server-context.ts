import type { CardVault } from '../card-provider/card-vault';
import type { RingCatalog } from '../catalog/ring-catalog';
import type { MockDatabase } from '../db/mock-database';
import type { FinancingLedger } from '../financing/financing-ledger';
import type { JsonFileStore } from '../persistence/json-file-store';
import type { DiamondCatalog } from '../recommendation/diamond-catalog';
import type { DiamondStock } from '../stock/diamond-stock';
import type { MockLogger } from './logger';

/** What `createMockServer` is told; every option has a default (`resolveConfig`). */
export interface MockServerOptions {
  /** Seed of all generated data (default 42). */
  seed?: number;
  /** Data file; `null` or absent = memory only. */
  dbFile?: string | null;
  /** Enables `POST /__control/reset` (default false). */
  control?: boolean;
  /** Number of seeded diamonds (default 100,000). */
  diamondCount?: number;
  /** The only origin CORS allows (default http://localhost:5173). */
  storefrontOrigin?: string;
  /** Request and info logging (default false); warnings and errors are always logged. */
  log?: boolean;
  /** The header the recommendation service accepts (default loupe / loupe-dev). */
  recommendationAuth?: RecommendationAuth;
  /** Bearer token of the store's integration, which opens the admin REST routes (products); default: random. */
  integrationToken?: string;
  /** Bearer token of the stand-in chat provider's console (listing, reading and answering every conversation);
   * default: random. */
  chatConsoleToken?: string;
  /**
   * scrypt cost N of customer passwords (default 16384, a power of two from 1024). Only tests lower it, to keep
   * registrations fast; the CLI has no setting for it.
   */
  passwordHashCost?: number;
}

/** The options of `createMockServer` with every default applied. */
export interface MockServerConfig {
  seed: number;
  dbFile: string | null;
  control: boolean;
  diamondCount: number;
  storefrontOrigin: string;
  log: boolean;
  /** The header object every recommendation call must carry. */
  recommendationAuth: RecommendationAuth;
  /** The bearer token of the store's integration (admin rights on the REST API: the product routes). */
  integrationToken: string;
  /** The bearer token of the chat provider's console: the only way to list conversations and answer as the expert. */
  chatConsoleToken: string;
  /** scrypt cost N of passwords set at run time (registration, change, reset). */
  passwordHashCost: number;
}

export interface RecommendationAuth {
  readonly username: string;
  readonly password: string;
}

/** What every router is built from: the configuration, the data and the clock. */
export interface ServerContext {
  readonly config: MockServerConfig;
  readonly store: JsonFileStore<MockDatabase>;
  readonly log: MockLogger;
  /** The seeded diamonds and their recommendation indexes: built once at start, never stored in the data file, and
   * untouched by a control reset (they are derived from the seed, which a reset does not change). */
  readonly diamonds: DiamondCatalog;
  /** The sold stones (stock/diamond-stock.ts): derived from the orders, read by the store and the recommendation
   * service alike. */
  readonly stock: DiamondStock;
  /** The ring catalogue (configurable designs and their variants): derived from the seed like the diamonds. */
  readonly catalog: RingCatalog;
  /** The card provider's nonces (in memory): issued by `/card-provider`, redeemed by the store at checkout. */
  readonly cards: CardVault;
  /** The financing provider's checkouts and `checkout_token`s (in memory): issued by `/financing`, redeemed by the
   * store's GraphQL placeOrder. */
  readonly financing: FinancingLedger;
  /** The clock for runtime data (a message's `created_at`); seeded data never reads it. */
  now(): Date;
}
