import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import type { BinaryLike, ScryptOptions } from 'node:crypto';

/** scrypt's cost N for new passwords: 2^14, the interactive-login recommendation of the scrypt paper. */
export const DEFAULT_PASSWORD_HASH_COST = 16_384;
/** Below this the hash is too cheap to mean anything; tests use it to keep registrations fast. */
export const MIN_PASSWORD_HASH_COST = 1_024;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/**
 * `scrypt$N$r$p$salt$hash` (hex): the parameters travel with the hash, so a hash made with another cost (the
 * seeded customer's, or one made by a test server) still verifies.
 */
export async function hashPassword(password: string, cost: number, salt: Buffer = randomBytes(SALT_LENGTH)): Promise<string> {
  const options = scryptOptions(cost);
  const hash = await scryptAsync(password, salt, KEY_LENGTH, options);
  return format(cost, salt, hash);
}

/** The synchronous form, for the seed (which is a pure function of the seed and cannot await). */
export function hashPasswordSync(password: string, cost: number, salt: Buffer): string {
  return format(cost, salt, scryptSync(password, salt, KEY_LENGTH, scryptOptions(cost)));
}

/** Whether the password matches a stored hash; compared in constant time. A malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [cost, blockSize, parallelism] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'hex');
  const expected = Buffer.from(parts[5] ?? '', 'hex');
  if (!Number.isSafeInteger(cost) || expected.length === 0) return false;
  const actual = await scryptAsync(password, salt, expected.length, { ...scryptOptions(cost), r: blockSize, p: parallelism });
  return timingSafeEqual(actual, expected);
}

function scryptOptions(cost: number): ScryptOptions {
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MB) is too low from N = 2^15.
  return { N: cost, r: BLOCK_SIZE, p: PARALLELISM, maxmem: 256 * cost * BLOCK_SIZE };
}

function format(cost: number, salt: Buffer, hash: Buffer): string {
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('hex'), hash.toString('hex')].join('$');
}

function scryptAsync(password: BinaryLike, salt: BinaryLike, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}
