import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SIGN_IN_FAILURES, SIGN_IN_LOCK_MS, SignInThrottle } from './sign-in-throttle';
import type { PasswordCheckOutcome } from './sign-in-throttle';

type Password = 'right' | 'wrong';

/** One call of `check`, whose hash finishes only when the test says so. */
interface Attempt {
  readonly password: Password;
  /** The throttle asked for the hash: the password is being checked. */
  checked: boolean;
  hashDone: boolean;
  outcome?: PasswordCheckOutcome;
  /** Finishes the hash (the verifier answers whether the password is right). */
  finishHash(): void;
}

/** Every promise reaction queued so far has run (the throttle's answers included); no timer is involved. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A throttle on a clock the test moves, whose password checks finish in the order the test chooses. */
class Bench {
  time = Date.parse('2026-05-01T12:00:00Z');
  readonly throttle = new SignInThrottle(() => new Date(this.time));
  readonly attempts: Attempt[] = [];

  attempt(password: Password, account = 'ada@example.com'): Attempt {
    let answer: ((right: boolean) => void) | undefined;
    const attempt: Attempt = {
      password,
      checked: false,
      hashDone: false,
      finishHash: () => {
        if (!answer || attempt.hashDone) throw new Error('no hash under way');
        attempt.hashDone = true;
        answer(password === 'right');
      },
    };
    this.attempts.push(attempt);
    void this.throttle
      .check(account, () => {
        attempt.checked = true;
        return new Promise<boolean>((resolve) => (answer = resolve));
      })
      .then((outcome) => (attempt.outcome = outcome));
    return attempt;
  }

  /** A password on its own: asked, checked and answered before anything else happens. */
  async alone(password: Password, account?: string): Promise<Attempt> {
    const attempt = this.attempt(password, account);
    if (attempt.checked) attempt.finishHash();
    await settle();
    return attempt;
  }
}

/** A step of an interleaving: the next attempt arrives, or the hash of one under way finishes. */
type Step = { arrive: number } | { finish: number };

interface Run {
  bench: Bench;
  /** The step at which each attempt arrived and the one at which its hash finished (never, if it was not checked). */
  spans: { from: number; to: number }[];
  /** How many choices each step had: what the exhaustive walk needs to try the next interleaving. */
  widths: number[];
  /** The interleaving in words, for a failure's message. */
  trace: string;
}

/**
 * Plays one interleaving: `choices[i]` picks step i among those possible then (the next arrival, in `passwords`
 * order, or the end of any hash under way). Answers settle between steps, so a waiting decision is taken as soon as
 * it can be.
 */
async function play(passwords: readonly Password[], choices: readonly number[]): Promise<Run> {
  const bench = new Bench();
  const spans: { from: number; to: number }[] = [];
  const widths: number[] = [];
  const hashing: number[] = [];
  const steps: string[] = [];
  for (let step = 0; bench.attempts.length < passwords.length || hashing.length > 0; step++) {
    const possible: Step[] = [
      ...(bench.attempts.length < passwords.length ? [{ arrive: bench.attempts.length }] : []),
      ...hashing.map((index) => ({ finish: index })),
    ];
    widths.push(possible.length);
    const chosen = possible[(choices[step] ?? 0) % possible.length] as Step;
    if ('arrive' in chosen) {
      const attempt = bench.attempt(passwords[chosen.arrive] as Password);
      spans[chosen.arrive] = { from: step, to: Infinity };
      if (attempt.checked) hashing.push(chosen.arrive);
      steps.push(`${attempt.password} ${chosen.arrive} arrives${attempt.checked ? '' : ' (not checked)'}`);
    } else {
      (bench.attempts[chosen.finish] as Attempt).finishHash();
      hashing.splice(hashing.indexOf(chosen.finish), 1);
      (spans[chosen.finish] as { to: number }).to = step;
      steps.push(`hash ${chosen.finish} ends`);
    }
    await settle();
  }
  const outcomes = bench.attempts.map((attempt, index) => `${index}: ${attempt.outcome ?? 'no answer'}`).join(', ');
  return { bench, spans, widths, trace: `${steps.join(' · ')} → ${outcomes}` };
}

/** The rule, checked on a finished interleaving. */
async function expectTheRuleHeld({ bench, spans, trace }: Run): Promise<void> {
  const { attempts } = bench;
  // Every attempt has its answer once every hash has finished: no decision waits for ever.
  for (const attempt of attempts) expect(attempt.outcome, trace).toBeDefined();
  // An attempt the throttle did not check is refused.
  for (const attempt of attempts) if (!attempt.checked) expect(attempt.outcome, trace).toBe('locked');
  // The right password is accepted only when no wrong password was being checked beside it.
  attempts.forEach((attempt, index) => {
    if (attempt.outcome !== 'accepted') return;
    expect(attempt.password, trace).toBe('right');
    const own = spans[index] as { from: number; to: number };
    const wrongBeside = attempts
      .map((other, o) => ({ other, o, span: spans[o] }))
      .filter(({ other, span }) => other.password === 'wrong' && other.checked && span !== undefined && span.from < own.to && own.from < span.to)
      .map(({ o }) => o);
    expect(wrongBeside, `right password ${index} accepted beside wrong ones: ${trace}`).toEqual([]);
  });
  // At most 5 passwords are checked between two accepted sign-ins (the clock stands still: one window).
  const checked = attempts.map((attempt, index) => ({ attempt, from: (spans[index] as { from: number }).from })).filter(({ attempt }) => attempt.checked);
  const runs: number[] = [0];
  for (const { attempt } of checked.sort((a, b) => a.from - b.from)) {
    if (attempt.outcome === 'accepted') runs.push(0);
    else runs[runs.length - 1] = (runs.at(-1) as number) + 1;
  }
  for (const run of runs) expect(run, `passwords checked between accepted sign-ins: ${trace}`).toBeLessThanOrEqual(MAX_SIGN_IN_FAILURES);
  // Five refusals since the last accepted sign-in lock the account for 15 minutes, even for the right password.
  if (runs.at(-1) === MAX_SIGN_IN_FAILURES) await expectLockedFor15Minutes(bench, trace);
}

async function expectLockedFor15Minutes(bench: Bench, trace?: string): Promise<void> {
  const start = bench.time;
  bench.time = start + SIGN_IN_LOCK_MS - 1;
  const during = await bench.alone('right');
  expect({ checked: during.checked, outcome: during.outcome }, trace).toEqual({ checked: false, outcome: 'locked' });
  bench.time = start + SIGN_IN_LOCK_MS;
  const after = await bench.alone('right');
  expect({ checked: after.checked, outcome: after.outcome }, trace).toEqual({ checked: true, outcome: 'accepted' });
}

/** A burst that held the right password, refused it and so counted it: the account ends locked. */
function expectLockedUnlessAccepted({ bench, trace }: Run, rightAt: number): void {
  if ((bench.attempts[rightAt] as Attempt).outcome !== 'accepted') expect(bench.throttle.isLocked('ada@example.com'), trace).toBe(true);
}

/** The passwords of a burst: `wrong` wrong ones with the right ones at the given places of arrival. */
function burst(wrong: number, rightAt: readonly number[]): Password[] {
  const passwords: Password[] = Array.from({ length: wrong }, () => 'wrong');
  for (const place of [...rightAt].sort((a, b) => a - b)) passwords.splice(place, 0, 'right');
  return passwords;
}

/** Every interleaving of arrivals (in the given order) and hash completions, each played once. */
async function everyInterleaving(passwords: readonly Password[], expectation: (run: Run) => Promise<void>): Promise<number> {
  let choices: number[] = [];
  for (let played = 1; ; played++) {
    const run = await play(passwords, choices);
    await expectation(run);
    const last = run.widths.findLastIndex((width, step) => (choices[step] ?? 0) + 1 < width);
    if (last < 0) return played;
    const previous = choices;
    choices = Array.from({ length: last + 1 }, (_, step) => (previous[step] ?? 0) + (step === last ? 1 : 0));
  }
}

describe('SignInThrottle', () => {
  it('checks no more concurrent passwords than failures are left before the lock', () => {
    const bench = new Bench();
    for (let i = 0; i < 30; i++) bench.attempt('wrong');
    expect(bench.attempts.filter((attempt) => attempt.checked)).toHaveLength(MAX_SIGN_IN_FAILURES);
  });

  it('accepts a right password checked on its own, and two right ones checked at once', async () => {
    const bench = new Bench();
    expect((await bench.alone('right')).outcome).toBe('accepted');
    for (const firstToFinish of [0, 1]) {
      const tabs = [bench.attempt('right'), bench.attempt('right')];
      tabs[firstToFinish]?.finishHash();
      await settle();
      tabs[1 - firstToFinish]?.finishHash();
      await settle();
      expect(tabs.map((tab) => tab.outcome)).toEqual(['accepted', 'accepted']);
    }
  });

  it('answers a right password only once the checks beside it have finished, and refuses it if one failed', async () => {
    const bench = new Bench();
    const right = bench.attempt('right');
    const wrong = bench.attempt('wrong');
    right.finishHash();
    await settle();
    expect(right.outcome).toBeUndefined();
    wrong.finishHash();
    await settle();
    expect([right.outcome, wrong.outcome]).toEqual(['refused', 'refused']);
  });

  it('counts a refused right password as a failure, so a burst that holds it still locks the account', async () => {
    const bench = new Bench();
    const burst = [bench.attempt('right'), ...Array.from({ length: 30 }, () => bench.attempt('wrong'))];
    for (const attempt of burst) if (attempt.checked) attempt.finishHash();
    await settle();
    expect(burst.filter((attempt) => attempt.checked)).toHaveLength(MAX_SIGN_IN_FAILURES);
    // Its hash finished first, so it was answered last, as the fifth failure.
    expect(burst[0]?.outcome).toBe('locked');
    expect(burst.at(-1)?.outcome).toBe('locked');
    expect(bench.throttle.isLocked('ada@example.com')).toBe(true);
    await expectLockedFor15Minutes(bench);
  });

  it('clears on success only the failures that had finished before that check began', async () => {
    const bench = new Bench();
    for (let i = 0; i < 2; i++) await bench.alone('wrong');
    const first = bench.attempt('right');
    const second = bench.attempt('right');
    first.finishHash();
    await settle();
    // Begun after the first right password's hash finished, beside the second one: it spoils the second only.
    const late = bench.attempt('wrong');
    late.finishHash();
    await settle();
    second.finishHash();
    await settle();
    expect([first.outcome, second.outcome, late.outcome]).toEqual(['accepted', 'refused', 'refused']);
    // The two earlier failures are gone; the late one and the refused right password count: three more lock.
    for (let i = 0; i < 2; i++) expect((await bench.alone('wrong')).outcome).toBe('refused');
    expect(bench.throttle.isLocked('ada@example.com')).toBe(false);
    expect((await bench.alone('wrong')).outcome).toBe('locked');
    expect((await bench.alone('right')).checked).toBe(false);
  });

  it('keeps accounts apart and takes the email in any case', async () => {
    const bench = new Bench();
    for (let i = 0; i < MAX_SIGN_IN_FAILURES; i++) await bench.alone('wrong', i % 2 ? 'Ada@Example.com' : 'ada@example.com ');
    expect(bench.throttle.isLocked('ADA@example.com')).toBe(true);
    expect((await bench.alone('right', 'bob@example.com')).outcome).toBe('accepted');
  });

  it('unlocks on a password reset and after the lock time, and forgets failures older than the window', async () => {
    const bench = new Bench();
    for (let i = 0; i < MAX_SIGN_IN_FAILURES; i++) await bench.alone('wrong');
    await expectLockedFor15Minutes(bench);
    for (let i = 0; i < MAX_SIGN_IN_FAILURES; i++) await bench.alone('wrong');
    bench.throttle.unlock('ADA@example.com');
    expect((await bench.alone('right')).outcome).toBe('accepted');
    for (let i = 0; i < MAX_SIGN_IN_FAILURES - 1; i++) await bench.alone('wrong');
    bench.time += SIGN_IN_LOCK_MS;
    for (let i = 0; i < MAX_SIGN_IN_FAILURES - 1; i++) expect((await bench.alone('wrong')).outcome).toBe('refused');
  });

  it('settles a check whose hash fails as a failure, so nothing waits on it', async () => {
    const bench = new Bench();
    const right = bench.attempt('right');
    const broken = bench.throttle.check('ada@example.com', () => Promise.reject(new Error('malformed hash')));
    await expect(broken).rejects.toThrow('malformed hash');
    right.finishHash();
    await settle();
    expect(right.outcome).toBe('refused');
  });
});

describe('SignInThrottle in every interleaving of arrivals and hash completions', () => {
  /** The choices of `play` for 7 attempts: at most 14 steps, each among at most 6 (an arrival and 5 hashes). */
  const schedule = fc.array(fc.nat({ max: 5 }), { minLength: 14, maxLength: 14 });

  it('holds the rule for 4 wrong passwords and the right one, at every place of arrival (exhaustive)', async () => {
    let played = 0;
    for (let place = 0; place <= 4; place++) {
      played += await everyInterleaving(burst(4, [place]), async (run) => {
        expectLockedUnlessAccepted(run, place);
        await expectTheRuleHeld(run);
      });
    }
    // Five attempts fit under the limit, so all are checked: 9!! = 945 interleavings for each of the 5 places.
    expect(played).toBe(5 * 945);
  });

  it('holds the rule for 6 wrong passwords and the right one, and a burst that held the right one locks the account', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: 6 }), schedule, async (place, choices) => {
        const run = await play(burst(6, [place]), choices);
        expectLockedUnlessAccepted(run, place);
        await expectTheRuleHeld(run);
      }),
      { numRuns: 1500 },
    );
  });

  it('holds the rule for 5 wrong passwords and two right ones', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.nat({ max: 6 }), { minLength: 2, maxLength: 2 }), schedule, async (places, choices) => {
        await expectTheRuleHeld(await play(burst(5, places), choices));
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts every right password when no wrong one is checked, however they interleave', async () => {
    for (const count of [1, 2, 3]) {
      await everyInterleaving(burst(0, Array.from({ length: count }, (_, i) => i)), async ({ bench }) => {
        expect(bench.attempts.map((attempt) => attempt.outcome)).toEqual(Array.from({ length: count }, () => 'accepted'));
      });
    }
  });
});
