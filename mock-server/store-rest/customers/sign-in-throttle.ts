/** Magento's defaults (Customer Configuration > Password Options): 5 failures lock the account for 15 minutes. */
export const MAX_SIGN_IN_FAILURES = 5;
export const SIGN_IN_LOCK_MS = 15 * 60_000;

interface Failures {
  /** Failures whose password check has finished. */
  count: number;
  /** Password checks under way: each may still turn into a failure, so each holds a place under the limit. */
  inFlight: number;
  /** When the first failure of the current window happened. */
  since: number;
  /** Set at the fifth failure: attempts are refused until then, even with the right password. */
  lockedUntil?: number;
}

/** One password check admitted by the throttle; it must be settled once, as a failure or a success. */
export interface PasswordAttempt {
  /** A wrong password: counts toward the lock. True when this failure locked the account (or it was locked meanwhile). */
  failed(now: Date): boolean;
  /** The right password: false when failures settled meanwhile locked the account, so the attempt is refused after all. */
  succeeded(now: Date): boolean;
}

/**
 * Failed password checks per account (the lower-cased email), in memory: a restart forgets them, which is
 * acceptable for a mock and keeps a failed attempt from costing a disk write. Magento's rule: failures count within
 * a 15-minute window, the fifth locks the account for 15 minutes, a successful sign-in unlocks it, a password reset
 * unlocks it.
 *
 * Password checks take time (scrypt), so concurrent guesses must not all pass the lock check before any of them
 * is counted: an attempt is admitted only while the failures counted so far plus the checks still under way stay
 * below the limit, and a success clears only the failures that had settled, never those of checks still running.
 * A burst of 30 guesses therefore checks at most 5 passwords and locks the account.
 */
export class SignInThrottle {
  readonly #failures = new Map<string, Failures>();

  /** An attempt to check a password for this account, or `undefined` when the account is locked (check nothing). */
  begin(account: string, now: Date): PasswordAttempt | undefined {
    const id = key(account);
    const entry = this.#current(id, now.getTime());
    if (isLocked(entry, now.getTime())) return undefined;
    if (entry && entry.count + entry.inFlight >= MAX_SIGN_IN_FAILURES) return undefined;
    const held = entry ?? this.#start(id, now.getTime());
    held.inFlight += 1;
    let settled = false;
    const settle = () => {
      if (settled) throw new Error('A password attempt is settled once');
      settled = true;
      held.inFlight -= 1;
    };
    return {
      failed: (at) => {
        settle();
        this.#recordFailure(id, held, at.getTime());
        return isLocked(this.#failures.get(id), at.getTime());
      },
      succeeded: (at) => {
        settle();
        if (isLocked(held, at.getTime())) return false;
        held.count = 0;
        held.since = at.getTime();
        this.#forgetIfIdle(id, held);
        return true;
      },
    };
  }

  isLocked(account: string, now: Date): boolean {
    return isLocked(this.#current(key(account), now.getTime()), now.getTime());
  }

  /** Magento's `Authentication::unlock`: the failures and the lock are gone (a password reset does this). */
  unlock(account: string): void {
    const id = key(account);
    const entry = this.#failures.get(id);
    if (!entry) return;
    entry.count = 0;
    delete entry.lockedUntil;
    this.#forgetIfIdle(id, entry);
  }

  /** The entry of an account, with an expired lock or window started afresh. */
  #current(id: string, time: number): Failures | undefined {
    const entry = this.#failures.get(id);
    if (!entry) return undefined;
    const lockOver = entry.lockedUntil !== undefined && time >= entry.lockedUntil;
    const windowOver = entry.lockedUntil === undefined && time - entry.since >= SIGN_IN_LOCK_MS;
    if (lockOver || windowOver) {
      entry.count = 0;
      entry.since = time;
      delete entry.lockedUntil;
    }
    return entry;
  }

  #start(id: string, time: number): Failures {
    const entry: Failures = { count: 0, inFlight: 0, since: time };
    this.#failures.set(id, entry);
    return entry;
  }

  #recordFailure(id: string, entry: Failures, time: number): void {
    if (!this.#failures.has(id)) this.#failures.set(id, entry);
    this.#current(id, time);
    if (entry.count === 0) entry.since = time;
    entry.count += 1;
    if (entry.count >= MAX_SIGN_IN_FAILURES && entry.lockedUntil === undefined) entry.lockedUntil = time + SIGN_IN_LOCK_MS;
  }

  #forgetIfIdle(id: string, entry: Failures): void {
    if (entry.count === 0 && entry.inFlight === 0 && entry.lockedUntil === undefined) this.#failures.delete(id);
  }
}

function isLocked(entry: Failures | undefined, time: number): boolean {
  return entry?.lockedUntil !== undefined && time < entry.lockedUntil;
}

function key(account: string): string {
  return account.trim().toLowerCase();
}
