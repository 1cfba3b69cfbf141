import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerClient, DEMO, notAuthorizedSelf, signInIncorrect, TEST_HASH_COST } from '../../test/customer-client';
import type { CustomerClient } from '../../test/customer-client';
import { postJson, startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { checkAnswersAgainstContracts } from '../../test/contract-answers';

checkAnswersAgainstContracts();

const tokenMismatch = { message: 'The password token is mismatched. Reset and try again.', parameters: [] };
const MINUTE = 60_000;

describe('customer accounts: registration, sign-in and passwords', () => {
  let mock: TestServer;
  let api: CustomerClient;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 100, control: true, passwordHashCost: TEST_HASH_COST });
    api = customerClient(mock.url);
  });
  afterAll(() => mock.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Moves the server's clock (only `Date`: sockets and timers keep running). */
  function setClock(at: number): void {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
  }

  it('registers a customer and answers it without any password', async () => {
    const { status, body } = await api.register('grace@example.com', 'Secret-123', { firstname: 'Grace', lastname: 'Hopper' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: expect.any(Number), email: 'grace@example.com', firstname: 'Grace', lastname: 'Hopper', addresses: [], website_id: 1 });
    expect(JSON.stringify(body)).not.toMatch(/password|Secret-123/i);
  });

  it('refuses a second account for one email, whatever its case', async () => {
    await api.register('twice@example.com');
    expect(await api.register('TWICE@Example.com')).toEqual({
      status: 400,
      body: { message: 'A customer with the same email address already exists in an associated website.', parameters: [] },
    });
    expect((await api.register(DEMO.email)).status).toBe(400);
  });

  it.each([
    ['Sh0rt!', { message: 'The password needs at least %1 characters. Create a new password and try again.', parameters: ['8'] }],
    [
      'alllowercase',
      {
        message: 'Minimum of different classes of characters in password is %1. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
        parameters: ['3'],
      },
    ],
    [
      'lower123only',
      {
        message: 'Minimum of different classes of characters in password is %1. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
        parameters: ['3'],
      },
    ],
  ])('applies Magento password rules: %s', async (password, error) => {
    expect(await api.register(`rule-${password.length}-${password.charCodeAt(0)}@example.com`, password)).toEqual({ status: 400, body: error });
  });

  it('takes three classes of four: lower, digits and a special character are enough', async () => {
    expect((await api.register('classes@example.com', 'lower-123')).status).toBe(200);
  });

  it('validates the body the Magento way', async () => {
    expect(await api.call('POST', '/customers', undefined, { customer: { email: 'not-an-email', firstname: 'A', lastname: 'B' }, password: 'Secret-123' })).toEqual({
      status: 400,
      body: { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: 'not-an-email', fieldName: 'email' } },
    });
    expect((await api.call('POST', '/customers', undefined, { customer: { email: 'x@example.com', lastname: 'B' }, password: 'Secret-123' })).body).toEqual({
      message: '"%fieldName" is required. Enter and try again.',
      parameters: { fieldName: 'firstname' },
    });
  });

  it('creates exactly one customer from 20 concurrent registrations with one email', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.register('race@example.com')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(19);
    expect((await api.signIn('race@example.com', 'Secret-123')).status).toBe(200);
  });

  it('signs the demo customer in with a 32-character token of letters and digits, username without regard to case', async () => {
    const { status, body } = await api.signIn('Demo@Loupe.test', DEMO.password);
    expect(status).toBe(200);
    expect(body).toMatch(/^[A-Za-z0-9]{32}$/);
    const me = await api.me(body as string);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: 1, email: DEMO.email, firstname: 'Dana', default_billing: '1', default_shipping: '1' });
    expect((me.body as { addresses: unknown[] }).addresses).toHaveLength(2);
  });

  it('answers 401 for a wrong password or an unknown username, with one message', async () => {
    expect(await api.signIn(DEMO.email, 'Diamond2024?')).toEqual({ status: 401, body: signInIncorrect });
    expect(await api.signIn('nobody@example.com', 'Diamond2024!')).toEqual({ status: 401, body: signInIncorrect });
  });

  it('locks a username for 15 minutes after 5 failures, even for the right password', async () => {
    const start = Date.parse('2026-03-01T10:00:00Z');
    setClock(start);
    await api.register('locked@example.com');
    for (let attempt = 0; attempt < 5; attempt++) expect((await api.signIn('locked@example.com', 'Wrong-123')).status).toBe(401);
    expect(await api.signIn('LOCKED@example.com', 'Secret-123')).toEqual({ status: 401, body: signInIncorrect });
    setClock(start + 14 * MINUTE);
    expect((await api.signIn('locked@example.com', 'Secret-123')).status).toBe(401);
    setClock(start + 15 * MINUTE + 1000);
    expect((await api.signIn('locked@example.com', 'Secret-123')).status).toBe(200);
    // Other usernames were never locked.
    expect((await api.signIn(DEMO.email, DEMO.password)).status).toBe(200);
  });

  it('counts failures within a window: four, a success, four more do not lock', async () => {
    await api.register('careful@example.com');
    for (let attempt = 0; attempt < 4; attempt++) await api.signIn('careful@example.com', 'Wrong-123');
    expect((await api.signIn('careful@example.com', 'Secret-123')).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) await api.signIn('careful@example.com', 'Wrong-123');
    expect((await api.signIn('careful@example.com', 'Secret-123')).status).toBe(200);
  });

  it('expires a token one hour after it was issued', async () => {
    const start = Date.parse('2026-04-01T08:00:00Z');
    setClock(start);
    const token = await api.tokenFor('expiring@example.com');
    setClock(start + 59 * MINUTE);
    expect((await api.me(token)).status).toBe(200);
    setClock(start + 60 * MINUTE);
    expect(await api.me(token)).toEqual({ status: 401, body: notAuthorizedSelf });
  });

  it('revokes every token of the customer, and only with their own token', async () => {
    const first = await api.tokenFor('revoke@example.com');
    const second = (await api.signIn('revoke@example.com', 'Secret-123')).body as string;
    const other = await api.tokenFor('bystander@example.com');
    expect(await api.call('POST', '/integration/customer/revoke-customer-token', undefined)).toEqual({ status: 401, body: notAuthorizedSelf });
    // Another customer's token revokes that customer's own tokens, never these.
    expect(await api.call('POST', '/integration/customer/revoke-customer-token', other)).toEqual({ status: 200, body: true });
    expect((await api.me(first)).status).toBe(200);
    expect((await api.me(other)).status).toBe(401);
    expect(await api.call('POST', '/integration/customer/revoke-customer-token', first)).toEqual({ status: 200, body: true });
    expect((await api.me(first)).status).toBe(401);
    expect((await api.me(second)).status).toBe(401);
    expect((await api.signIn('revoke@example.com', 'Secret-123')).status).toBe(200);
  });

  it('answers 401 on /customers/me without a valid token', async () => {
    for (const token of [undefined, '', 'made-up', 'a'.repeat(64)]) expect(await api.me(token)).toEqual({ status: 401, body: notAuthorizedSelf });
  });

  it('changes the password with the current one', async () => {
    const token = await api.tokenFor('change@example.com');
    expect(await api.call('PUT', '/customers/me/password', token, { currentPassword: 'Nope-1234', newPassword: 'Changed-456' })).toEqual({
      status: 401,
      body: { message: "The password doesn't match this account. Verify the password and try again.", parameters: [] },
    });
    expect((await api.call('PUT', '/customers/me/password', token, { currentPassword: 'Secret-123', newPassword: 'short' })).status).toBe(400);
    expect(await api.call('PUT', '/customers/me/password', token, { currentPassword: 'Secret-123', newPassword: 'Changed-456' })).toEqual({ status: 200, body: true });
    expect((await api.signIn('change@example.com', 'Secret-123')).status).toBe(401);
    expect((await api.signIn('change@example.com', 'Changed-456')).status).toBe(200);
    expect((await api.call('PUT', '/customers/me/password', undefined, { currentPassword: 'a', newPassword: 'b' })).status).toBe(401);
  });

  it('resets a forgotten password through the mailbox token, once', async () => {
    const oldToken = await api.tokenFor('forgot@example.com');
    expect(await api.call('PUT', '/customers/password', undefined, { email: 'Forgot@example.com', template: 'email_reset' })).toEqual({ status: 200, body: true });
    const mailbox = (await (await fetch(`${mock.url}/__control/mailbox`)).json()) as { passwordResets: { email: string; token: string; created_at: string }[] };
    const mail = mailbox.passwordResets.filter((reset) => reset.email === 'forgot@example.com');
    expect(mail).toHaveLength(1);
    const resetToken = mail[0]?.token ?? '';
    expect(resetToken).toMatch(/^[A-Za-z0-9]{32}$/);

    const reset = (body: Record<string, unknown>) => api.call('POST', '/customers/resetPassword', undefined, body);
    expect(await reset({ email: 'forgot@example.com', resetToken: 'f'.repeat(64), newPassword: 'Renewed-789' })).toEqual({ status: 400, body: tokenMismatch });
    expect(await reset({ email: DEMO.email, resetToken, newPassword: 'Renewed-789' })).toEqual({ status: 400, body: tokenMismatch });
    expect((await reset({ email: 'forgot@example.com', resetToken, newPassword: 'weak' })).status).toBe(400);
    expect(await reset({ email: 'forgot@example.com', resetToken, newPassword: 'Renewed-789' })).toEqual({ status: 200, body: true });
    expect((await api.signIn('forgot@example.com', 'Secret-123')).status).toBe(401);
    expect((await api.signIn('forgot@example.com', 'Renewed-789')).status).toBe(200);
    // The link works once, and the sessions opened before the reset are closed.
    expect(await reset({ email: 'forgot@example.com', resetToken, newPassword: 'Another-789' })).toEqual({ status: 400, body: tokenMismatch });
    expect((await api.me(oldToken)).status).toBe(401);
  });

  it('answers true for an unknown email and sends nothing', async () => {
    const before = ((await (await fetch(`${mock.url}/__control/mailbox`)).json()) as { passwordResets: unknown[] }).passwordResets.length;
    expect(await api.call('PUT', '/customers/password', undefined, { email: 'ghost@example.com', template: 'email_reset' })).toEqual({ status: 200, body: true });
    const after = ((await (await fetch(`${mock.url}/__control/mailbox`)).json()) as { passwordResets: unknown[] }).passwordResets.length;
    expect(after).toBe(before);
  });

  it('refuses a reset token after an hour, and a superseded one', async () => {
    const start = Date.parse('2026-05-01T12:00:00Z');
    setClock(start);
    await api.register('late@example.com');
    const latestToken = async () => {
      await api.call('PUT', '/customers/password', undefined, { email: 'late@example.com', template: 'email_reset' });
      const mailbox = (await (await fetch(`${mock.url}/__control/mailbox`)).json()) as { passwordResets: { email: string; token: string }[] };
      return mailbox.passwordResets.filter((reset) => reset.email === 'late@example.com').at(-1)?.token ?? '';
    };
    const first = await latestToken();
    const second = await latestToken();
    const reset = (resetToken: string) => api.call('POST', '/customers/resetPassword', undefined, { email: 'late@example.com', resetToken, newPassword: 'Renewed-789' });
    expect((await reset(first)).status).toBe(400);
    setClock(start + 61 * MINUTE);
    expect(await reset(second)).toEqual({ status: 400, body: tokenMismatch });
  });

  it('logs the reset link when logging is on', async () => {
    const logged = await startTestServer({ diamondCount: 100, log: true, passwordHashCost: TEST_HASH_COST });
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    try {
      const answer = await postJson(`${logged.url}/rest/V1/customers`, { customer: { email: 'logged@example.com', firstname: 'L', lastname: 'G' }, password: 'Secret-123' });
      expect(answer.status).toBe(200);
      const response = await fetch(`${logged.url}/rest/V1/customers/password`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'logged@example.com', template: 'email_reset' }),
      });
      expect(response.status).toBe(200);
      expect(lines.some((line) => /^\[mock\] Password reset for logged@example\.com: [A-Za-z0-9]{32}$/.test(line))).toBe(true);
    } finally {
      spy.mockRestore();
      await logged.close();
    }
  });

  it('serves the customer routes under the store-code prefixes too', async () => {
    const token = (await api.signIn(DEMO.email, DEMO.password)).body as string;
    for (const prefix of ['/rest/default/V1', '/rest/all/V1']) {
      const response = await fetch(`${mock.url}${prefix}/customers/me`, { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
    }
  });
});
