import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { parseOrigin } from '../http/origin';
import { DEFAULT_PASSWORD_HASH_COST, MIN_PASSWORD_HASH_COST } from '../store-rest/customers/password-hash';
import type { MockServerConfig, MockServerOptions, RecommendationAuth } from './server-context';

export const DEFAULT_SEED = 42;
export const DEFAULT_DIAMOND_COUNT = 100_000;
/** Ten million stones take about 1.3 GB with their indexes (docs/recommendation-engine.md): a sane ceiling. */
export const MAX_DIAMOND_COUNT = 10_000_000;
export const DEFAULT_STOREFRONT_ORIGIN = 'http://localhost:5173';
/** The recommendation service's development credentials (docs/product-decisions.md), used when none are given. */
export const DEFAULT_RECOMMENDATION_AUTH: RecommendationAuth = { username: 'loupe', password: 'loupe-dev' };

/** Applies the defaults and rejects options that would make the server misbehave later, with the reason. */
export function resolveConfig(options: MockServerOptions): MockServerConfig {
  const seed = options.seed ?? DEFAULT_SEED;
  const diamondCount = options.diamondCount ?? DEFAULT_DIAMOND_COUNT;
  if (!Number.isSafeInteger(seed)) throw new TypeError(`seed must be an integer, got ${seed}`);
  if (!Number.isSafeInteger(diamondCount) || diamondCount < 0 || diamondCount > MAX_DIAMOND_COUNT) {
    throw new TypeError(`diamondCount must be an integer from 0 to ${MAX_DIAMOND_COUNT}, got ${diamondCount}`);
  }
  if (options.dbFile === '') throw new TypeError('dbFile must be a path or null');
  const recommendationAuth = options.recommendationAuth ?? DEFAULT_RECOMMENDATION_AUTH;
  if (!recommendationAuth.username || !recommendationAuth.password) {
    throw new TypeError('recommendationAuth needs a non-empty username and password');
  }
  const integrationToken = options.integrationToken ?? randomIntegrationToken();
  if (!isValidIntegrationToken(integrationToken)) {
    throw new TypeError('integrationToken must be 8 to 255 visible ASCII characters without spaces');
  }
  const chatConsoleToken = options.chatConsoleToken ?? randomIntegrationToken();
  if (!isValidIntegrationToken(chatConsoleToken)) {
    throw new TypeError('chatConsoleToken must be 8 to 255 visible ASCII characters without spaces');
  }
  const passwordHashCost = options.passwordHashCost ?? DEFAULT_PASSWORD_HASH_COST;
  if (!isPowerOfTwo(passwordHashCost) || passwordHashCost < MIN_PASSWORD_HASH_COST || passwordHashCost > 1_048_576) {
    throw new TypeError(`passwordHashCost must be a power of two from ${MIN_PASSWORD_HASH_COST} to 1048576, got ${passwordHashCost}`);
  }
  return {
    seed,
    diamondCount,
    dbFile: options.dbFile == null ? null : resolve(options.dbFile),
    control: options.control ?? false,
    storefrontOrigin: toOrigin(options.storefrontOrigin ?? DEFAULT_STOREFRONT_ORIGIN),
    log: options.log ?? false,
    recommendationAuth: { username: recommendationAuth.username, password: recommendationAuth.password },
    integrationToken,
    chatConsoleToken,
    passwordHashCost,
  };
}

function isPowerOfTwo(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && (value & (value - 1)) === 0;
}

/** Magento's integration tokens are 32 lower-case letters and digits. A fresh one per start unless configured, so a
 * token never leaks from one run into a shared setup by default. */
export function randomIntegrationToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(32), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** Bearer tokens (the integration's, the chat console's) travel in a header: visible ASCII only, no spaces, long enough not to be guessed by accident. */
export function isValidIntegrationToken(token: string): boolean {
  return /^[\x21-\x7e]{8,255}$/.test(token);
}

/** `http://localhost:5173/` → `http://localhost:5173`: browsers send the origin without a path. */
export function toOrigin(value: string): string {
  const origin = parseOrigin(value);
  if (origin === null) throw new TypeError(`storefrontOrigin must be an origin such as ${DEFAULT_STOREFRONT_ORIGIN}, got "${value}"`);
  return origin;
}
