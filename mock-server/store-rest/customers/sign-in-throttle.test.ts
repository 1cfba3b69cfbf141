import { describe, expect, it } from 'vitest';
import { MAX_SIGN_IN_FAILURES, SIGN_IN_LOCK_MS, SignInThrottle } from './sign-in-throttle';
import type { PasswordAttempt } from './sign-in-throttle';

const at = (ms: number) => new Date(Date.parse('2026-05-01T12:00:00Z') + ms);

function begin(throttle: SignInThrottle, account: string, time = at(0)): PasswordAttempt {
  const attempt = throttle.begin(account, time);
  if (!attempt) throw new Error('refused');
  return attempt;
}

describe('SignInThrottle', () => {
  it('admits no more concurrent checks than failures left before the lock', () => {
    const throttle = new SignInThrottle();
    const admitted = Array.from({ length: 30 }, () => throttle.begin('ada@example.com', at(0))).filter(Boolean);
    expect(admitted).toHaveLength(MAX_SIGN_IN_FAILURES);
  });

  it('does not let a success wipe the failures of checks still under way', () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < 2; i++) begin(throttle, 'ada@example.com').failed(at(0));
    const slowWrong = [begin(throttle, 'ada@example.com'), begin(throttle, 'ada@example.com')];
    const right = begin(throttle, 'ada@example.com');
    expect(right.succeeded(at(1))).toBe(true);
    for (const attempt of slowWrong) attempt.failed(at(2));
    // The two settled before the success are gone; the two that were under way count: three more lock.
    for (let i = 0; i < 2; i++) begin(throttle, 'ada@example.com', at(3)).failed(at(3));
    expect(throttle.isLocked('ada@example.com', at(3))).toBe(false);
    expect(begin(throttle, 'ada@example.com', at(4)).failed(at(4))).toBe(true);
    expect(throttle.begin('ada@example.com', at(5))).toBeUndefined();
  });

  it('refuses a right password whose check ends after failures locked the account', () => {
    const throttle = new SignInThrottle();
    const right = begin(throttle, 'ada@example.com');
    for (let i = 0; i < MAX_SIGN_IN_FAILURES - 1; i++) begin(throttle, 'ada@example.com').failed(at(0));
    expect(right.succeeded(at(1))).toBe(true);
    const late = begin(throttle, 'bob@example.com');
    for (let i = 0; i < MAX_SIGN_IN_FAILURES - 1; i++) begin(throttle, 'bob@example.com').failed(at(0));
    expect(throttle.isLocked('bob@example.com', at(0))).toBe(false);
    late.failed(at(0));
    expect(throttle.isLocked('bob@example.com', at(0))).toBe(true);
  });

  it('unlocks on a password reset and after the lock time', () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < MAX_SIGN_IN_FAILURES; i++) begin(throttle, 'Ada@Example.com').failed(at(0));
    expect(throttle.isLocked('ada@example.com', at(1))).toBe(true);
    expect(throttle.isLocked('ada@example.com', at(SIGN_IN_LOCK_MS))).toBe(false);
    for (let i = 0; i < MAX_SIGN_IN_FAILURES; i++) begin(throttle, 'ada@example.com', at(SIGN_IN_LOCK_MS)).failed(at(SIGN_IN_LOCK_MS));
    throttle.unlock('ADA@example.com');
    expect(throttle.begin('ada@example.com', at(SIGN_IN_LOCK_MS + 1))).toBeDefined();
  });
});
