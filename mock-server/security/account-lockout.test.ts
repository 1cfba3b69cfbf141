import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerClient, signInIncorrect, TEST_HASH_COST } from '../test/customer-client';
import type { CustomerClient } from '../test/customer-client';
import { makeTempDir, readJsonFile, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';

/**
 * The sign-in lock (Magento's 5 failures → 15 minutes) holds under concurrent guesses, counts wrong current
 * passwords of the password change, and is lifted by a password reset; a password change ends the customer's other
 * sessions; the forgotten-password route does the same work whether or not the email has an account.
 * The lock's window and expiry are tested in `store-rest/customers/customers.routes.test.ts`.
 */
const accountLocked = { message: 'The account is locked.', parameters: [] };
const passwordMismatch = { message: "The password doesn't match this account. Verify the password and try again.", parameters: [] };

describe('account lockout', () => {
  let mock: TestServer;
  let api: CustomerClient;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 100, control: true, passwordHashCost: TEST_HASH_COST });
    api = customerClient(mock.url);
  });
  afterAll(() => mock.close());

  const mailboxToken = async (email: string): Promise<string> => {
    const mailbox = (await (await fetch(`${mock.url}/__control/mailbox`)).json()) as { passwordResets: { email: string; token: string }[] };
    const mail = mailbox.passwordResets.filter((reset) => reset.email === email).at(-1);
    if (!mail) throw new Error(`no reset mail for ${email}`);
    return mail.token;
  };

  it('counts wrong current passwords of the password change toward the lock', async () => {
    const token = await api.tokenFor('changer@example.com', 'Secret-123');
    const change = (currentPassword: string) => api.call('PUT', '/customers/me/password', token, { currentPassword, newPassword: 'Other-456' });
    for (let attempt = 0; attempt < 4; attempt++) expect(await change('Guess-000')).toEqual({ status: 401, body: passwordMismatch });
    expect(await change('Guess-000')).toEqual({ status: 401, body: accountLocked });
    // The account is locked for sign-in, and the held token cannot go on guessing, even the right password.
    expect(await api.signIn('changer@example.com', 'Secret-123')).toEqual({ status: 401, body: signInIncorrect });
    expect(await change('Secret-123')).toEqual({ status: 401, body: accountLocked });
  });

  it('refuses concurrent guesses through the password change past the lock', async () => {
    const token = await api.tokenFor('changer-burst@example.com', 'Secret-123');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.call('PUT', '/customers/me/password', token, { currentPassword: 'Guess-000', newPassword: 'Other-456' })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(0);
    expect(answers.filter((answer) => JSON.stringify(answer.body) === JSON.stringify(passwordMismatch)).length).toBeLessThanOrEqual(4);
    expect(await api.signIn('changer-burst@example.com', 'Secret-123')).toEqual({ status: 401, body: signInIncorrect });
  });

  it('lifts the lock when the owner resets the password', async () => {
    await api.register('reset-lock@example.com', 'Secret-123');
    for (let attempt = 0; attempt < 5; attempt++) await api.signIn('reset-lock@example.com', 'Wrong-123');
    expect(await api.signIn('reset-lock@example.com', 'Secret-123')).toEqual({ status: 401, body: signInIncorrect });
    await api.call('PUT', '/customers/password', undefined, { email: 'reset-lock@example.com', template: 'email_reset' });
    const resetToken = await mailboxToken('reset-lock@example.com');
    const reset = await api.call('POST', '/customers/resetPassword', undefined, { email: 'reset-lock@example.com', resetToken, newPassword: 'Fresh-789' });
    expect(reset).toEqual({ status: 200, body: true });
    expect((await api.signIn('reset-lock@example.com', 'Fresh-789')).status).toBe(200);
  });

  it("ends the customer's other sessions when the password changes, and keeps the one that changed it", async () => {
    const phone = await api.tokenFor('two-devices@example.com', 'Secret-123');
    const laptop = (await api.signIn('two-devices@example.com', 'Secret-123')).body as string;
    const changed = await api.call('PUT', '/customers/me/password', laptop, { currentPassword: 'Secret-123', newPassword: 'Other-456' });
    expect(changed).toEqual({ status: 200, body: true });
    expect((await api.me(phone)).status).toBe(401);
    expect((await api.me(laptop)).status).toBe(200);
  });
});

describe('account lockout at the production password cost', () => {
  // With the real scrypt cost a check takes tens of milliseconds, so a burst's checks truly overlap.
  let mock: TestServer;
  let api: CustomerClient;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 100 });
    api = customerClient(mock.url);
  });
  afterAll(() => mock.close());

  it('locks the account after a burst of 30 wrong passwords, and refuses the right one sent in the same burst', async () => {
    await api.register('burst@example.com', 'Secret-123');
    const wrong = Array.from({ length: 30 }, (_, i) => api.signIn('burst@example.com', `Wrong-${i}00`));
    const right = api.signIn('burst@example.com', 'Secret-123');
    const answers = await Promise.all([...wrong, right]);
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 31 }, () => 401));
    expect(answers.at(-1)).toEqual({ status: 401, body: signInIncorrect });
    // Locked: the right password alone is refused too.
    expect(await api.signIn('burst@example.com', 'Secret-123')).toEqual({ status: 401, body: signInIncorrect });
  });

});

describe('forgotten password', () => {
  it('does the same work for an unknown email as for a registered one: one recorded request each', async () => {
    const temp = await makeTempDir();
    const dbFile = `${temp.dir}/db.json`;
    const mock = await startTestServer({ diamondCount: 100, dbFile, passwordHashCost: TEST_HASH_COST });
    try {
      const api = customerClient(mock.url);
      await api.register('known@example.com');
      expect(await api.call('PUT', '/customers/password', undefined, { email: 'known@example.com', template: 'email_reset' })).toEqual({ status: 200, body: true });
      expect(await api.call('PUT', '/customers/password', undefined, { email: 'unknown@example.com', template: 'email_reset' })).toEqual({ status: 200, body: true });
    } finally {
      await mock.close();
    }
    const stored = (await readJsonFile(dbFile)) as { passwordResetRequests?: { account_reference_hash: string }[] };
    await temp.remove();
    expect(stored.passwordResetRequests).toHaveLength(2);
    // Only hashes: the list does not spell out the addresses people typed.
    expect(JSON.stringify(stored.passwordResetRequests)).not.toMatch(/@example\.com/);
  });
});
