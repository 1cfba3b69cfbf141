import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../store-rest/customers/password-hash';
import type * as PasswordHash from '../store-rest/customers/password-hash';
import { customerClient, signInIncorrect, TEST_HASH_COST } from '../test/customer-client';
import type { CustomerClient, JsonAnswer } from '../test/customer-client';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';

/**
 * The sign-in lock through the routes, with the order of arrivals and of hash completions chosen by the test rather
 * than left to the machine: the server's password checks are the real ones, but each answers only when released.
 */
vi.mock('../store-rest/customers/password-hash', async (importOriginal) => {
  const actual = await importOriginal<typeof PasswordHash>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const passwordMismatch = { message: "The password doesn't match this account. Verify the password and try again.", parameters: [] };

/** Password checks the server has started, each finishing when the test releases it. */
class HeldChecks {
  readonly #actual: typeof verifyPassword;
  readonly #started: { password: string; finish(): void }[] = [];
  readonly #waiting: { count: number; resolve(): void }[] = [];

  constructor(actual: typeof verifyPassword) {
    this.#actual = actual;
    vi.mocked(verifyPassword).mockImplementation((password, stored) => {
      const result = this.#actual(password, stored);
      return new Promise<boolean>((resolve, reject) => {
        this.#started.push({ password, finish: () => void result.then(resolve, reject) });
        for (const waiter of this.#waiting.filter((candidate) => candidate.count <= this.#started.length)) waiter.resolve();
      });
    });
  }

  get count(): number {
    return this.#started.length;
  }

  /** Resolves once the server has started `count` checks. */
  started(count: number): Promise<void> {
    if (this.#started.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.#waiting.push({ count, resolve }));
  }

  /** Lets the checks of these passwords finish, in this order. */
  finish(...passwords: string[]): void {
    for (const password of passwords) {
      const check = this.#started.find((candidate) => candidate.password === password);
      if (!check) throw new Error(`no check of ${password} under way`);
      this.#started.splice(this.#started.indexOf(check), 1);
      check.finish();
    }
  }
}

describe('account lockout in a chosen order of arrivals and hash completions', () => {
  let mock: TestServer;
  let api: CustomerClient;
  let actualVerify: typeof verifyPassword;
  beforeAll(async () => {
    actualVerify = (await vi.importActual<typeof PasswordHash>('../store-rest/customers/password-hash')).verifyPassword;
    mock = await startTestServer({ diamondCount: 100, passwordHashCost: TEST_HASH_COST });
    api = customerClient(mock.url);
  });
  afterAll(() => mock.close());
  afterEach(() => {
    vi.mocked(verifyPassword).mockImplementation(actualVerify);
  });

  it.each([
    ['first', ['Secret-123', 'Wrong-100', 'Wrong-200', 'Wrong-300', 'Wrong-400']],
    ['last', ['Wrong-100', 'Wrong-200', 'Wrong-300', 'Wrong-400', 'Secret-123']],
  ])('refuses the right password that arrived first in a burst of 30 wrong ones, its check finishing %s, and locks the account', async (when, order) => {
    const email = `first-in-burst-${when}@example.com`;
    await api.register(email, 'Secret-123');
    const held = new HeldChecks(actualVerify);
    const right = api.signIn(email, 'Secret-123');
    await held.started(1);
    const checked: Promise<JsonAnswer>[] = [];
    for (let i = 1; i <= 4; i++) {
      checked.push(api.signIn(email, `Wrong-${i}00`));
      await held.started(i + 1);
    }
    // Five checks hold every place of the window: the other 26 are refused without one.
    const unchecked = await Promise.all(Array.from({ length: 26 }, (_, i) => api.signIn(email, `Wrong-${i + 5}00`)));
    expect(unchecked.filter((answer) => answer.status !== 401)).toEqual([]);
    expect(held.count).toBe(5);
    held.finish(...order);
    expect(await right).toEqual({ status: 401, body: signInIncorrect });
    for (const answer of await Promise.all(checked)) expect(answer).toEqual({ status: 401, body: signInIncorrect });
    // Locked: the right password alone is refused, and not even checked.
    expect(await api.signIn(email, 'Secret-123')).toEqual({ status: 401, body: signInIncorrect });
    expect(held.count).toBe(0);
  });

  it('signs in two tabs with the right password at once', async () => {
    await api.register('two-tabs@example.com', 'Secret-123');
    const held = new HeldChecks(actualVerify);
    const tabs = [api.signIn('two-tabs@example.com', 'Secret-123'), api.signIn('two-tabs@example.com', 'Secret-123')];
    await held.started(2);
    held.finish('Secret-123');
    held.finish('Secret-123');
    for (const answer of await Promise.all(tabs)) expect(answer.status).toBe(200);
  });

  it('refuses a right current password checked beside a wrong one, like a wrong one, and changes nothing', async () => {
    const token = await api.tokenFor('change-beside@example.com', 'Secret-123');
    const held = new HeldChecks(actualVerify);
    const change = (currentPassword: string) => api.call('PUT', '/customers/me/password', token, { currentPassword, newPassword: 'Other-456' });
    const right = change('Secret-123');
    await held.started(1);
    const wrong = change('Guess-000');
    await held.started(2);
    held.finish('Secret-123', 'Guess-000');
    expect(await right).toEqual({ status: 401, body: passwordMismatch });
    expect(await wrong).toEqual({ status: 401, body: passwordMismatch });
    vi.mocked(verifyPassword).mockImplementation(actualVerify);
    expect((await api.signIn('change-beside@example.com', 'Secret-123')).status).toBe(200);
  });
});
