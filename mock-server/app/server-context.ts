import type { CardVault } from '../card-provider/card-vault';
import type { RingCatalog } from '../catalog/ring-catalog';
import type { MockDatabase } from '../db/mock-database';
import type { FinancingLedger } from '../financing/financing-ledger';
import type { JsonFileStore } from '../persistence/json-file-store';
import type { DiamondCatalog } from '../recommendation/diamond-catalog';
import type { DiamondStock } from '../stock/diamond-stock';
import type { MockLogger } from './logger';

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
