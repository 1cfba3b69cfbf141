import { resolve } from 'node:path';
import {
  DEFAULT_DIAMOND_COUNT,
  DEFAULT_RECOMMENDATION_AUTH,
  DEFAULT_SEED,
  DEFAULT_STOREFRONT_ORIGIN,
  MAX_DIAMOND_COUNT,
  isValidIntegrationToken,
  toOrigin,
} from '../app/resolve-config';
import type { RecommendationAuth } from '../app/server-context';

export interface CliConfig {
  port: number;
  seed: number;
  diamondCount: number;
  dbFile: string;
  control: boolean;
  storefrontOrigin: string;
  recommendationAuth: RecommendationAuth;
  /** Absent when MOCK_INTEGRATION_TOKEN is unset: the server then makes a random one, which the CLI prints. */
  integrationToken?: string;
  /** Absent when MOCK_CHAT_CONSOLE_TOKEN is unset: the server then makes a random one, which the CLI prints. */
  chatConsoleToken?: string;
}

export type CliConfigResult = { ok: true; config: CliConfig } | { ok: false; errors: string[] };

export const DEFAULT_PORT = 3001;
export const DEFAULT_DB_FILE = '.mock-data/db.json';

/**
 * Reads the CLI's environment variables (an empty value counts as unset) and reports every invalid one at once.
 * MOCK_PORT=0 picks a free port; the ready line then tells which.
 */
export function readCliConfig(env: Readonly<Record<string, string | undefined>>, cwd: string): CliConfigResult {
  const errors: string[] = [];
  const value = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
    if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      errors.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return parsed;
  };

  const port = integer('MOCK_PORT', DEFAULT_PORT, 0, 65_535);
  const seed = integer('SEED', DEFAULT_SEED, 0, 2 ** 32 - 1);
  const diamondCount = integer('DIAMOND_COUNT', DEFAULT_DIAMOND_COUNT, 0, MAX_DIAMOND_COUNT);

  const controlRaw = value('MOCK_CONTROL')?.trim().toLowerCase();
  let control = false;
  if (controlRaw === '1' || controlRaw === 'true') control = true;
  else if (controlRaw !== undefined && controlRaw !== '0' && controlRaw !== 'false') {
    errors.push(`MOCK_CONTROL must be 1 (enabled) or 0 (disabled), got "${value('MOCK_CONTROL')}"`);
  }

  let storefrontOrigin = DEFAULT_STOREFRONT_ORIGIN;
  const originRaw = value('STOREFRONT_ORIGIN');
  if (originRaw !== undefined) {
    try {
      storefrontOrigin = toOrigin(originRaw.trim());
    } catch {
      errors.push(`STOREFRONT_ORIGIN must be an origin such as ${DEFAULT_STOREFRONT_ORIGIN}, got "${originRaw}"`);
    }
  }

  const dbFile = resolve(cwd, value('MOCK_DB') ?? DEFAULT_DB_FILE);

  const recommendationAuth: RecommendationAuth = {
    username: value('RECOMMENDATION_USERNAME') ?? DEFAULT_RECOMMENDATION_AUTH.username,
    password: value('RECOMMENDATION_PASSWORD') ?? DEFAULT_RECOMMENDATION_AUTH.password,
  };

  const integrationToken = value('MOCK_INTEGRATION_TOKEN');
  if (integrationToken !== undefined && !isValidIntegrationToken(integrationToken)) {
    errors.push('MOCK_INTEGRATION_TOKEN must be 8 to 255 visible ASCII characters without spaces');
  }
  const chatConsoleToken = value('MOCK_CHAT_CONSOLE_TOKEN');
  if (chatConsoleToken !== undefined && !isValidIntegrationToken(chatConsoleToken)) {
    errors.push('MOCK_CHAT_CONSOLE_TOKEN must be 8 to 255 visible ASCII characters without spaces');
  }

  return errors.length > 0
    ? { ok: false, errors }
    : {
        ok: true,
        config: {
          port,
          seed,
          diamondCount,
          dbFile,
          control,
          storefrontOrigin,
          recommendationAuth,
          ...(integrationToken === undefined ? {} : { integrationToken }),
          ...(chatConsoleToken === undefined ? {} : { chatConsoleToken }),
        },
      };
}
