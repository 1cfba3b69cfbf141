import type { MockDatabase } from '../db/mock-database';
import type { JsonFileStore } from '../persistence/json-file-store';
import type { MockLogger } from './logger';

/** The options of `createMockServer` with every default applied. */
export interface MockServerConfig {
  seed: number;
  dbFile: string | null;
  control: boolean;
  diamondCount: number;
  storefrontOrigin: string;
  log: boolean;
}

/** What every router is built from: the configuration, the data and the clock. */
export interface ServerContext {
  readonly config: MockServerConfig;
  readonly store: JsonFileStore<MockDatabase>;
  readonly log: MockLogger;
  /** The clock for runtime data (a message's `created_at`); seeded data never reads it. */
  now(): Date;
}
