import { RouterContextProvider, type ActionFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CustomerAccounts } from '../../application/kernel/customer-accounts.port';
import { CustomerTokenStore } from '../../application/kernel/customer-token.store.port';
import { CartRepository } from '../../application/kernel/cart.repository.port';
import { Logger } from '../../application/kernel/logger.port';
import { InMemoryCartRepository } from '../../../test/doubles/in-memory-cart.repository';
import { InMemoryCustomerAccounts } from '../../../test/doubles/in-memory-customer-accounts';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { requestContainer, withCookies } from '../request-context';
import { scopeForRequest } from '../request-container.server';
import { action, loader } from './session';

const SHOP = 'https://shop.example';
const ENV = { MOCK_URL: 'http://127.0.0.1:9', PUBLIC_URL: SHOP };

/** One call of the browser to `/session/{command}` as the server answers it: the route's answer with the session's
 * cookies (what the root's middleware adds), over a store in memory. */
async function call(command: string, body: unknown, { cookie = '', origin = SHOP, method = 'POST' }: { cookie?: string; origin?: string; method?: string } = {}) {
  const request = new Request(`${SHOP}/session/${command}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie },
    ...(method === 'POST' ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  const scope = scopeForRequest(request, ENV);
  const tokens = scope.container.get(CustomerTokenStore);
  const accounts = new InMemoryCustomerAccounts(tokens);
  accounts.add({ firstname: 'Dana', lastname: 'Demo', email: 'demo@loupe.test', addresses: [] }, 'Diamond2024!');
  scope.container.rebind(CustomerAccounts).toConstantValue(accounts);
  scope.container.rebind(CartRepository).toConstantValue(new InMemoryCartRepository());
  scope.container.rebind(Logger).toConstantValue(new RecordingLogger());
  const context = new RouterContextProvider();
  context.set(requestContainer, scope.container);
  const args = { request, context, params: { command } } as unknown as ActionFunctionArgs;
  const answer = withCookies(method === 'POST' ? await action(args) : loader(args), scope.cookieChanges());
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown>, cookies: answer.headers.getSetCookie(), accounts };
}

describe('the session calls of the storefront’s server', () => {
  it('signs in with the sign-in use case and keeps the token in an HttpOnly, Secure, SameSite=Lax cookie of an hour', async () => {
    const signedIn = await call('sign-in', { email: 'demo@loupe.test', password: 'Diamond2024!' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ done: true });
    expect(JSON.stringify(signedIn.body)).not.toMatch(/token/);
    const [token, marker] = signedIn.cookies;
    expect(token).toMatch(/^loupe_customer=token-1-1-abcdefgh; Max-Age=3600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(marker).toBe('loupe_signed_in=1; Max-Age=3600; Path=/; Secure; SameSite=Lax');
  });

  it('answers an empty email as the store does, a 400 that names the field, and sets no cookie', async () => {
    const refused = await call('sign-in', { email: '', password: '' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT.INVALID', message: 'Email is required.' });
    expect(refused.cookies).toEqual([]);
  });

  it('answers a refused sign-in in the store’s words, and sets no cookie', async () => {
    const refused = await call('sign-in', { email: 'demo@loupe.test', password: 'wrong' });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT.REFUSED', message: expect.stringMatching(/sign-in was incorrect/) });
    expect(refused.cookies).toEqual([]);
  });

  it('registers and signs in', async () => {
    const registered = await call('register', { customer: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' }, password: 'Secret-123' });
    expect(registered.status).toBe(200);
    expect(registered.cookies[0]).toMatch(/^loupe_customer=token-2-/);
    expect(registered.accounts.accounts.map((account) => account.customer.email)).toContain('ada@example.com');
  });

  it('signs out: revokes the token at the store and expires both cookies', async () => {
    const signedIn = await call('sign-in', { email: 'demo@loupe.test', password: 'Diamond2024!' });
    const cookie = signedIn.cookies.map((text) => text.split(';')[0]).join('; ');
    const signedOut = await call('sign-out', {}, { cookie });
    expect(signedOut.status).toBe(200);
    expect(signedOut.cookies).toEqual([
      'loupe_customer=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
      'loupe_signed_in=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=Lax',
    ]);
  });

  it.each([
    ['from another site', 'sign-in', { email: 'demo@loupe.test', password: 'Diamond2024!' }, { origin: 'https://evil.example' }, 403],
    ['an unknown call', 'become-admin', {}, {}, 404],
    ['a body the shop never sends', 'sign-in', { email: 'demo@loupe.test', password: 'x', admin: true }, {}, 400],
    ['a body that is not JSON', 'sign-in', '{"email":', {}, 400],
    ['a body far too long', 'sign-in', { email: 'x'.repeat(5_000), password: 'x' }, {}, 400],
    ['a GET', 'sign-in', null, { method: 'GET' }, 405],
  ] as const)('refuses a call %s and changes nothing', async (_case, command, body, options, status) => {
    const answer = await call(command, body, options);
    expect(answer.status).toBe(status);
    expect(answer.cookies).toEqual([]);
  });
});
