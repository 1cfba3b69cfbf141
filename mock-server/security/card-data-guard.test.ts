import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { passesLuhn } from '../card-provider/luhn';
import { TEST_HASH_COST } from '../test/customer-client';
import { startTestServer } from '../test/test-server';
import { placedAt } from './support/fuzz-arbitraries';
import { RUNS_PER_ROUTE } from './support/fuzz-figures';
import { rawHttpClient } from './support/raw-http';
import { filledPath, prepareWorld, routeCaseFor } from './support/route-cases';
import { declaredRoutes } from './support/route-walk';

/**
 * Card data goes to the card provider, never to the store: a Luhn-valid card number (13 to 19 digits, grouped by
 * spaces or dashes or not, as text or as a JSON number) anywhere in the body of a store route where payment data
 * travels or that the store keeps (every cart and checkout route, guest and customer, the account, address book,
 * billing address and sign-in routes, and the store's GraphQL endpoint), as a value, inside
 * a text, or as a key, at any depth, is refused with 400 before the route reads it. A number that fails the Luhn
 * check at the same place is not. Example cases: `store-rest/checkout/payment.routes.test.ts`.
 */
const mock = await startTestServer({ diamondCount: 200, passwordHashCost: TEST_HASH_COST });
const http = rawHttpClient(mock.url);
afterAll(async () => {
  http.close();
  await mock.close();
});

const guarded = declaredRoutes(mock.server.app, mock.server.mounts).filter(
  (route) => /^\/rest\/V1\/(?:guest-carts|carts|diamondsearch|falcon\/carts|customers|falcon\/customers|integration)(?:\/|$)/.test(route.path) || (route.path === '/graphql' && route.method === 'POST'),
);
const world = await prepareWorld(http, mock.server.integrationToken, 30_000);
const cases = guarded.map((route) => routeCaseFor(route, world));

const REFUSED = 'Card data must not be sent to the store.';

/** The check digit that makes `payload` pass the Luhn check. */
function checkDigit(payload: string): string {
  const digit = [...'0123456789'].find((candidate) => passesLuhn(`${payload}${candidate}`));
  return digit ?? '0';
}

/** A card number and the same number with a wrong check digit, written as people and programs write them. */
const cardNumbers = fc
  .record({
    payload: fc.integer({ min: 12, max: 18 }).chain((length) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length })),
    style: fc.constantFrom('plain', 'spaces', 'dashes', 'number'),
  })
  .map(({ payload, style }) => {
    const valid = `${payload}${checkDigit(payload)}`;
    const invalid = `${payload}${(Number(checkDigit(payload)) + 1) % 10}`;
    const write = (digits: string): string | number => {
      if (style === 'number' && !digits.startsWith('0') && Number.isSafeInteger(Number(digits))) return Number(digits);
      if (style === 'spaces' || style === 'dashes') return digits.replace(/(\d{4})(?=\d)/g, `$1${style === 'spaces' ? ' ' : '-'}`);
      return digits;
    };
    return { valid: write(valid), invalid: write(invalid) };
  });

/** Where the number goes: a value at some place of the route's valid body, nested in lists and objects, written
 * inside a text, or used as a key. */
const placements = fc.record({
  routeIndex: fc.nat({ max: cases.length - 1 }),
  place: fc.nat(),
  nesting: fc.array(fc.constantFrom('list' as const, 'object' as const), { maxLength: 6 }),
  form: fc.constantFrom('value' as const, 'text' as const, 'key' as const),
});

type Placement = typeof placements extends fc.Arbitrary<infer Value> ? Value : never;

function bodyWith(number: string | number, { routeIndex, place, nesting, form }: Placement): unknown {
  let value: unknown = form === 'text' ? `Order note: card ${String(number)}, thanks` : form === 'key' ? { [String(number)]: 'x' } : number;
  for (const wrapper of nesting) value = wrapper === 'list' ? [value] : { note: value };
  return placedAt(cases[routeIndex]?.body ?? {}, place, value);
}

async function send(routeIndex: number, body: unknown): Promise<{ status: number; text: string }> {
  const routeCase = cases[routeIndex];
  if (!routeCase) throw new Error(`no route #${routeIndex}`);
  return http.send({
    method: routeCase.route.method,
    path: `${filledPath(routeCase)}${routeCase.query}`,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${world.token}` },
    body: new TextEncoder().encode(JSON.stringify(body)),
  });
}

const requests = fc
  .record({ number: cardNumbers, placement: placements })
  .map(({ number, placement }) => ({ routeIndex: placement.routeIndex, valid: bodyWith(number.valid, placement), invalid: bodyWith(number.invalid, placement) }));

describe('the card data guard', () => {
  it('guards every cart and checkout route and the GraphQL endpoint', () => {
    expect(guarded.length).toBeGreaterThanOrEqual(30);
    expect(guarded.map((route) => `${route.method} ${route.path}`)).toEqual(expect.arrayContaining(['POST /rest/V1/guest-carts/:cartId/payment-information', 'POST /rest/V1/carts/mine/payment-information', 'POST /graphql', 'POST /rest/V1/diamondsearch/cart', 'POST /rest/V1/falcon/carts/mine']));
  });

  it(`refuses a card number anywhere in ${RUNS_PER_ROUTE} generated bodies, and lets the same place with a wrong check digit through`, async () => {
    await fc.assert(
      fc.asyncProperty(requests, async ({ routeIndex, valid, invalid }) => {
        const route = cases[routeIndex]?.route.path ?? '';
        const refusal = route === '/graphql' ? { errors: [{ message: REFUSED, extensions: { category: 'graphql-input' } }] } : { message: REFUSED, parameters: [] };
        const refused = await send(routeIndex, valid);
        expect({ route, status: refused.status, body: JSON.parse(refused.text) as unknown }).toEqual({ route, status: 400, body: refusal });
        const passed = await send(routeIndex, invalid);
        expect({ route, refused: passed.text.includes(REFUSED) }).toEqual({ route, refused: false });
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });
});
