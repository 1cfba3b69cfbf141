/** Magento's defaults (Customer Configuration > Password Options): 5 failures lock the account for 15 minutes. */
export const MAX_SIGN_IN_FAILURES = 5;
export const SIGN_IN_LOCK_MS = 15 * 60_000;

/**
 * What a password check came to. `refused`: a wrong password, or a right one refused by the rule below (the caller
 * answers both alike). `locked`: refused, and the account is locked, by this failure or earlier (then nothing was
 * checked), or every check the window has left is already under way.
 */
export type PasswordCheckOutcome = 'accepted' | 'refused' | 'locked';

/** Compares the password with the stored hash; the throttle calls it only for an attempt it admits. */
export type PasswordVerifier = () => Promise<boolean>;

interface Check {
  /** Serial of the first failure this check cannot clear: those recorded once it had begun. */
  readonly clearsBelow: number;
  hashing: boolean;
  /** The checks of the account whose hash was running at the same time as this one's. */
  readonly beside: Set<Check>;
  /** How many of those are still hashing: a right password is answered only once none is. */
  besideHashing: number;
  besideFailed: boolean;
  /** Set while a right password waits for the checks beside it. */
  decide?: () => void;
}

interface Account {
  /** Failures of the window that no success cleared, oldest first. */
  failures: { serial: number; at: number }[];
  nextSerial: number;
  /** Set at the fifth failure: attempts are refused until then, even with the right password. */
  lockedUntil?: number;
  /** Admitted checks not yet answered: each may still become a failure, so each holds a place under the limit. */
  readonly underWay: Set<Check>;
}

/**
 * Failed password checks per account (the lower-cased email), in memory: a restart forgets them, which is acceptable
 * for a mock and keeps a failed attempt from costing a disk write. Magento's rule: failures count within a 15-minute
 * window from the first, the fifth locks the account for 15 minutes, a successful sign-in clears them, a password
 * reset unlocks the account.
 *
 * Checks take time (scrypt) and run side by side, and the order in which requests reach the throttle need not be
 * the order they were sent in, so the rule must hold whatever the order of arrivals and of hash completions:
 * - A check is admitted only while the window's failures plus the checks under way stay below 5; a locked account
 *   checks nothing. So at most 5 passwords are checked between two accepted sign-ins, however many arrive at once.
 * - A right password is answered only once every other check of the account whose hash ran at the same time has
 *   finished, and is accepted only if none of those failed. Otherwise it is refused like a wrong password and counts
 *   as a failure: a burst of guesses that holds the right password never lets it through, whatever the order, and
 *   still locks the account after 5 checks. Two right passwords at once (two tabs) are both accepted.
 * - An accepted password clears the failures recorded before its check began, never those of checks still under
 *   way or finished while it waited.
 * - A check whose hash throws counts as a failure, so no right password waits on it for ever.
 */
export class SignInThrottle {
  readonly #accounts = new Map<string, Account>();
  readonly #now: () => Date;

  constructor(now: () => Date) {
    this.#now = now;
  }

  /** Checks a password with `verify` if the account may be checked now, and settles it under the rule above. */
  check(account: string, verify: PasswordVerifier): Promise<PasswordCheckOutcome> {
    const id = key(account);
    const time = this.#time();
    const current = this.#current(id, time);
    if (current && (isLocked(current, time) || current.failures.length + current.underWay.size >= MAX_SIGN_IN_FAILURES)) {
      return Promise.resolve('locked');
    }
    const entry = current ?? this.#start(id);
    const check: Check = { clearsBelow: entry.nextSerial, hashing: true, beside: new Set(), besideHashing: 0, besideFailed: false };
    for (const other of entry.underWay) {
      if (!other.hashing) continue;
      check.beside.add(other);
      other.beside.add(check);
      check.besideHashing += 1;
      other.besideHashing += 1;
    }
    entry.underWay.add(check);
    // A verifier that throws at once is settled like one whose promise rejects.
    return new Promise<boolean>((resolve) => resolve(verify())).then(
      (right) => this.#hashed(id, entry, check, right),
      (error: unknown) => {
        this.#hashed(id, entry, check, false);
        throw error;
      },
    );
  }

  isLocked(account: string): boolean {
    const time = this.#time();
    return isLocked(this.#current(key(account), time), time);
  }

  /** Magento's `Authentication::unlock`: the failures and the lock are gone (a password reset does this). */
  unlock(account: string): void {
    const id = key(account);
    const entry = this.#accounts.get(id);
    if (!entry) return;
    entry.failures = [];
    delete entry.lockedUntil;
    this.#forgetIfIdle(id, entry);
  }

  /** The hash of `check` has finished: the checks beside it learn how, and its own answer is taken or awaited. */
  #hashed(id: string, entry: Account, check: Check, right: boolean): Promise<PasswordCheckOutcome> {
    check.hashing = false;
    const waiting: Check[] = [];
    for (const other of check.beside) {
      other.besideHashing -= 1;
      if (!right) other.besideFailed = true;
      if (other.decide && other.besideHashing === 0) waiting.push(other);
    }
    // The check's own failure is recorded before the right passwords it spoilt are refused: it came first.
    const own = right ? undefined : this.#refuse(id, entry, check);
    for (const other of waiting) other.decide?.();
    if (own) return Promise.resolve(own);
    if (check.besideHashing === 0) return Promise.resolve(this.#decide(id, entry, check));
    return new Promise((resolve) => {
      check.decide = () => resolve(this.#decide(id, entry, check));
    });
  }

  /**
   * A right password whose neighbours have all finished hashing. No lock can have fallen meanwhile: failures plus
   * checks under way never exceed 5, so while this one is under way the failures stay below 5.
   */
  #decide(id: string, entry: Account, check: Check): PasswordCheckOutcome {
    delete check.decide;
    if (check.besideFailed) return this.#refuse(id, entry, check);
    entry.underWay.delete(check);
    entry.failures = entry.failures.filter((failure) => failure.serial >= check.clearsBelow);
    this.#forgetIfIdle(id, entry);
    return 'accepted';
  }

  #refuse(id: string, entry: Account, check: Check): PasswordCheckOutcome {
    entry.underWay.delete(check);
    const time = this.#time();
    this.#current(id, time);
    entry.failures.push({ serial: entry.nextSerial++, at: time });
    if (entry.failures.length >= MAX_SIGN_IN_FAILURES && entry.lockedUntil === undefined) entry.lockedUntil = time + SIGN_IN_LOCK_MS;
    return isLocked(entry, time) ? 'locked' : 'refused';
  }

  /** The entry of an account, with an expired lock or window started afresh. */
  #current(id: string, time: number): Account | undefined {
    const entry = this.#accounts.get(id);
    if (!entry) return undefined;
    const first = entry.failures[0];
    const lockOver = entry.lockedUntil !== undefined && time >= entry.lockedUntil;
    const windowOver = entry.lockedUntil === undefined && first !== undefined && time - first.at >= SIGN_IN_LOCK_MS;
    if (lockOver || windowOver) {
      entry.failures = [];
      delete entry.lockedUntil;
    }
    return entry;
  }

  #start(id: string): Account {
    const entry: Account = { failures: [], nextSerial: 0, underWay: new Set() };
    this.#accounts.set(id, entry);
    return entry;
  }

  #forgetIfIdle(id: string, entry: Account): void {
    if (entry.failures.length === 0 && entry.underWay.size === 0 && entry.lockedUntil === undefined) this.#accounts.delete(id);
  }

  #time(): number {
    return this.#now().getTime();
  }
}

function isLocked(entry: Account | undefined, time: number): boolean {
  return entry?.lockedUntil !== undefined && time < entry.lockedUntil;
}

function key(account: string): string {
  return account.trim().toLowerCase();
}
