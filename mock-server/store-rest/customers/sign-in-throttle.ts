/** Magento's defaults (Customer Configuration > Password Options): 5 failures lock the account for 15 minutes. */
export const MAX_SIGN_IN_FAILURES = 5;
export const SIGN_IN_LOCK_MS = 15 * 60_000;

interface Failures {
  count: number;
  /** When the first failure of the current window happened. */
  since: number;
  /** Set at the fifth failure: attempts are refused until then, even with the right password. */
  lockedUntil?: number;
}

/**
 * Failed sign-ins per username (lower-cased), in memory: a restart forgets them, which is acceptable for a mock
 * and keeps a failed attempt from costing a disk write. Failures count within a 15-minute window; the fifth locks
 * the username for 15 minutes; a successful sign-in clears the count.
 */
export class SignInThrottle {
  readonly #failures = new Map<string, Failures>();

  isLocked(username: string, now: Date): boolean {
    const entry = this.#failures.get(key(username));
    return entry?.lockedUntil !== undefined && now.getTime() < entry.lockedUntil;
  }

  recordFailure(username: string, now: Date): void {
    const time = now.getTime();
    const entry = this.#failures.get(key(username));
    if (!entry || time - entry.since >= SIGN_IN_LOCK_MS || (entry.lockedUntil !== undefined && time >= entry.lockedUntil)) {
      this.#failures.set(key(username), { count: 1, since: time });
      return;
    }
    entry.count += 1;
    if (entry.count >= MAX_SIGN_IN_FAILURES) entry.lockedUntil = time + SIGN_IN_LOCK_MS;
  }

  recordSuccess(username: string): void {
    this.#failures.delete(key(username));
  }
}

function key(username: string): string {
  return username.trim().toLowerCase();
}
