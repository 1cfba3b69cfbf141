import { DEFAULT_RECOMMENDATION_AUTH, DEFAULT_SEED } from '../../app/resolve-config';
import { sharedRingCatalog } from '../../catalog/ring-catalog';
import { cardPayment, checkoutAddress, collectTotals, shippingInformation } from '../../test/checkout-calls';
import { usAddress } from '../../test/customer-client';
import { diamondIdAt } from '../../test/guest-cart-client';
import type { RawHttpClient } from './raw-http';
import type { DeclaredRoute } from './route-walk';

/** A route made ready for fuzzing: valid values for its parameters, a valid body, query and headers. */
export interface RouteCase {
  readonly route: DeclaredRoute;
  readonly params: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly query: string;
  readonly authorization: string | undefined;
}

/** A customer route: it needs the customer's bearer token. */
export const isCustomerRoute = (path: string): boolean => /\/(?:mine|me)(?:\/|$)|\/integration\/customer\/revoke(?:-customer-token)?$/.test(path);
/** Routes outside `mine`/`me` that act for the token's customer (a guest cart taken over at sign-in). */
const TOKEN_ROUTES = new Set(['PUT /rest/V1/guest-carts/:cartId']);

const CARD_FREE_ADDRESS = checkoutAddress();
const SHIPPING = shippingInformation();
const COLLECT_TOTALS = collectTotals();
/** A made-up nonce: a valid one would close the cart at the first run. */
const PAYMENT = { paymentMethod: cardPayment('tokencc_made-up') };
const RECOMMENDATION_HEADER = { header: { ...DEFAULT_RECOMMENDATION_AUTH } };
const GRAPHQL_QUERY = '{ products(search: "ring", pageSize: 2) { total_count items { sku name price_range { minimum_price { regular_price { value } } } } } }';

/** The test data the routes are pointed at. */
export interface World {
  readonly cartId: string;
  readonly guestItemId: string;
  readonly token: string;
  readonly customerId: number;
  readonly email: string;
  readonly addressId: string;
  readonly customerItemId: string;
  readonly integrationToken: string;
}

/** What the chat provider's routes are pointed at: the console's token and, for a route naming a conversation, one
 * opened for it (its id and secret). */
export interface ChatWorld {
  readonly consoleToken: string;
  readonly conversation: { readonly id: string; readonly secret: string } | null;
}

/** The tokens of the server under test that open its admin and console routes. */
export interface ServerTokens {
  readonly integrationToken: string;
  readonly chatConsoleToken: string;
}

const isChatConsoleRoute = (path: string): boolean => path.startsWith('/chat/console/');
/** A chat route naming one conversation (the shopper's, with its secret, or the console's). */
const isChatConversationRoute = (path: string): boolean => /^\/chat\/(?:console\/)?conversations\/:id\//.test(path);

/** Valid bodies, keyed `METHOD path`. A route without an entry is fuzzed from an empty object. */
function validBodies(world: World): Readonly<Record<string, unknown>> {
  const cartItem = { cartItem: { sku: diamondIdAt(7), qty: 1, quote_id: world.cartId } };
  const billing = { address: { ...CARD_FREE_ADDRESS, region: 'Massachusetts', region_id: 32 }, useForShipping: true };
  const address = { address: usAddress() };
  return {
    'POST /rest/V1/contactus': { contactForm: { name: 'Ada', email: 'ada@example.com', comment: 'A question about a diamond.', telephone: '6175550100' } },
    'POST /rest/V1/guest-carts/:cartId/items': cartItem,
    'POST /rest/V1/carts/mine/items': cartItem,
    'PUT /rest/V1/guest-carts/:cartId/items/:itemId': { cartItem: { qty: 1, quote_id: world.cartId } },
    'PUT /rest/V1/carts/mine/items/:itemId': { cartItem: { qty: 1 } },
    'PUT /rest/V1/guest-carts/:cartId': { customerId: world.customerId, storeId: 1 },
    'POST /rest/V1/guest-carts/:cartId/billing-address': billing,
    'POST /rest/V1/carts/mine/billing-address': billing,
    'POST /rest/V1/diamondsearch/cart': { cartId: world.cartId, diamondId: diamondIdAt(8) },
    'POST /rest/V1/falcon/carts/mine': { masked_quote_id: world.cartId },
    'POST /rest/V1/guest-carts/:cartId/shipping-information': SHIPPING,
    'POST /rest/V1/carts/mine/shipping-information': SHIPPING,
    'PUT /rest/V1/guest-carts/:cartId/collect-totals': COLLECT_TOTALS,
    'PUT /rest/V1/carts/mine/collect-totals': COLLECT_TOTALS,
    'POST /rest/V1/guest-carts/:cartId/payment-information': { ...PAYMENT, email: 'guest@example.com' },
    'POST /rest/V1/carts/mine/payment-information': { ...PAYMENT, billingAddress: CARD_FREE_ADDRESS },
    'POST /rest/V1/customers': { customer: { email: 'fuzz.new@example.com', firstname: 'Ada', lastname: 'Lovelace', addresses: [usAddress()] }, password: 'Secret-123' },
    'POST /rest/V1/integration/customer/token': { username: world.email, password: 'Wrong-123' },
    'PUT /rest/V1/customers/me/password': { currentPassword: 'Wrong-123', newPassword: 'Changed-456' },
    'PUT /rest/V1/customers/password': { email: world.email, template: 'email_reset' },
    'POST /rest/V1/customers/resetPassword': { email: world.email, resetToken: 'f'.repeat(64), newPassword: 'Renewed-789' },
    'POST /rest/V1/falcon/customers/me/address': address,
    'PUT /rest/V1/falcon/customers/me/address': { address: usAddress({ id: Number(world.addressId) }) },
    'PUT /rest/V1/customers/me/billingAddress': address,
    'POST /graphql': { query: GRAPHQL_QUERY },
    'POST /recommendation/recommendations': { ...RECOMMENDATION_HEADER, body: { shape: 'Round', price_total_from: 1_000, price_total_to: 8_000 } },
    'POST /recommendation/rule_recommendation': { ...RECOMMENDATION_HEADER, body: { preference: { shapes: ['Oval', 'Round'], size_from: 0.5, size_to: 2 } } },
    'POST /recommendation/pricerange': { ...RECOMMENDATION_HEADER, body: { size: 1, shape: 'Oval' } },
    'POST /recommendation/diamonds/:id': RECOMMENDATION_HEADER,
    'POST /recommendation/comparisons': { ...RECOMMENDATION_HEADER, diamond_ids: [diamondIdAt(1), diamondIdAt(2)] },
    'POST /recommendation/similar_diamonds': { ...RECOMMENDATION_HEADER, diamond_id: diamondIdAt(5) },
    'PUT /__control/cms-pages/:pageId': { content: '<p>Fuzzed page</p>', content_heading: 'Fuzzed' },
    'POST /card-provider/v1/tokenize': { number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123', name: 'Ada Lovelace' },
    'POST /chat/conversations': { diamondId: diamondIdAt(4) },
    'POST /chat/conversations/:id/messages': { text: 'Is this stone eye-clean?' },
    'POST /chat/console/conversations/:id/messages': { text: 'Yes: nothing is visible at arm’s length.' },
  };
}

/** Valid query strings, keyed `METHOD path`. */
const VALID_QUERIES: Readonly<Record<string, string>> = {
  'GET /rest/V1/products': '?searchCriteria[filter_groups][0][filters][0][field]=type_id&searchCriteria[filter_groups][0][filters][0][value]=configurable&searchCriteria[pageSize]=2&fields=items[sku,name]',
  'GET /rest/V1/falcon/orders/mine': '?searchCriteria[sortOrders][0][field]=created_at&searchCriteria[sortOrders][0][direction]=DESC&searchCriteria[pageSize]=5',
  'GET /graphql': `?query=${encodeURIComponent(GRAPHQL_QUERY)}`,
  'GET /card-provider/hosted-fields': `?parentOrigin=${encodeURIComponent('http://localhost:5173')}`,
  'GET /db/cmsPages': '?_sort=id&_limit=2',
};

/** Valid values of path parameters: by route where one name means different things, else by name. */
function validParams(route: DeclaredRoute, world: World, chat: ChatWorld | undefined): Record<string, string> {
  const ring = sharedRingCatalog(DEFAULT_SEED).products[1];
  const byName: Record<string, string> = {
    cartId: world.cartId,
    itemId: route.path.includes('/mine/') ? world.customerItemId : world.guestItemId,
    couponCode: 'WELCOME10',
    pageId: '4',
    sku: ring?.sku ?? 'fw-solitaire-er',
    attributeCode: 'ring_color',
    addressId: world.addressId,
    id: route.mount === '/recommendation' ? diamondIdAt(3) : '4',
    urlKey: 'solitaire-classic',
    resource: 'cmsPages',
    nested: 'cmsPages',
  };
  if (chat?.conversation && isChatConversationRoute(route.path)) byName.id = chat.conversation.id;
  if (route.path === '/media/diamonds/:file') byName.file = 'round.svg';
  else if (route.path === '/media/diamonds/illustrations/:file') byName.file = `${diamondIdAt(3)}.svg`;
  else if (route.path === '/media/social/diamonds/:file') byName.file = `${diamondIdAt(3)}.png`;
  else if (route.path === '/media/social/rings/:file') byName.file = 'solitaire-classic.png';
  else if (route.path === '/media/rings/:urlKey/:file') byName.file = 'rose-gold-front.svg';
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  return Object.fromEntries(names.map((name) => [name, encodeURIComponent(byName[name] ?? 'x')]));
}

/**
 * Makes the data a route is pointed at, fresh for each route so that one route's fuzzing (a reset, a revoked token,
 * a changed password, a closed cart) cannot take the ground from under the next: a guest cart holding a diamond,
 * and a new customer with an address, a token and a cart holding a diamond.
 */
export async function prepareWorld(http: RawHttpClient, integrationToken: string, serial: number): Promise<World> {
  const call = async (method: string, path: string, body?: unknown, token?: string): Promise<unknown> => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token !== undefined) headers.Authorization = `Bearer ${token}`;
    const answer = await http.send({ method, path: `/rest/V1${path}`, headers, ...(body === undefined ? {} : { body: new TextEncoder().encode(JSON.stringify(body)) }) });
    if (answer.status !== 200) throw new Error(`preparing the test data: ${method} ${path} answered ${answer.status} ${answer.text}`);
    return JSON.parse(answer.text) as unknown;
  };
  const cartId = (await call('POST', '/guest-carts')) as string;
  const guestItem = (await call('POST', `/guest-carts/${cartId}/items`, { cartItem: { sku: diamondIdAt(serial % 50), qty: 1 } })) as { item_id: number };
  const email = `fuzz-${serial}@example.com`;
  const customer = (await call('POST', '/customers', { customer: { email, firstname: 'Fuzz', lastname: 'Tester', addresses: [usAddress({ default_billing: true, default_shipping: true })] }, password: 'Secret-123' })) as {
    id: number;
    addresses: { id: number }[];
  };
  const token = (await call('POST', '/integration/customer/token', { username: email, password: 'Secret-123' })) as string;
  await call('POST', '/carts/mine', undefined, token);
  const customerItem = (await call('POST', '/carts/mine/items', { cartItem: { sku: diamondIdAt(50 + (serial % 50)), qty: 1 } }, token)) as { item_id: number };
  return {
    cartId,
    guestItemId: String(guestItem.item_id),
    token,
    customerId: customer.id,
    email,
    addressId: String(customer.addresses[0]?.id ?? 1),
    customerItemId: String(customerItem.item_id),
    integrationToken,
  };
}

/**
 * A route pointed at fresh test data (`prepareWorld`), with its valid parameters, body, query and token. A chat route
 * naming a conversation gets one of its own, opened on an emptied chat desk (a control reset), so that the openings
 * fuzzed before it do not count against it; except the event streams: a live stream never ends, so they are pointed at
 * a conversation that does not exist and every answer is a refusal.
 */
export async function prepareRouteCase(http: RawHttpClient, route: DeclaredRoute, tokens: ServerTokens, serial: number): Promise<RouteCase> {
  const chat = route.mount === '/chat' ? await prepareChat(http, route, tokens.chatConsoleToken) : undefined;
  return routeCaseFor(route, await prepareWorld(http, tokens.integrationToken, serial), chat);
}

async function prepareChat(http: RawHttpClient, route: DeclaredRoute, consoleToken: string): Promise<ChatWorld> {
  if (!isChatConversationRoute(route.path) || route.path.endsWith('/events')) return { consoleToken, conversation: null };
  const reset = await http.send({ method: 'POST', path: '/__control/reset' });
  if (reset.status !== 200) throw new Error(`preparing the chat: the reset answered ${reset.status} ${reset.text}`);
  const opened = await http.send({ method: 'POST', path: '/chat/conversations', headers: { 'Content-Type': 'application/json' }, body: new TextEncoder().encode('{}') });
  if (opened.status !== 201) throw new Error(`preparing the chat: the opening answered ${opened.status} ${opened.text}`);
  const { id, secret } = JSON.parse(opened.text) as { id: string; secret: string };
  return { consoleToken, conversation: { id, secret } };
}

/** A route pointed at the given test data, with its valid parameters, body, query and token. */
export function routeCaseFor(route: DeclaredRoute, world: World, chat?: ChatWorld): RouteCase {
  const key = `${route.method} ${route.path}`;
  return { route, params: validParams(route, world, chat), body: validBodies(world)[key], query: VALID_QUERIES[key] ?? '', authorization: authorizationFor(route, world, chat) };
}

function authorizationFor(route: DeclaredRoute, world: World, chat: ChatWorld | undefined): string | undefined {
  const key = `${route.method} ${route.path}`;
  if (isCustomerRoute(route.path) || TOKEN_ROUTES.has(key)) return `Bearer ${world.token}`;
  if (route.path.startsWith('/rest/V1/products')) return `Bearer ${world.integrationToken}`;
  if (chat && isChatConsoleRoute(route.path)) return `Bearer ${chat.consoleToken}`;
  if (chat?.conversation && isChatConversationRoute(route.path)) return `Bearer ${chat.conversation.secret}`;
  return undefined;
}

/** The template path with its parameters filled in. */
export function filledPath(routeCase: RouteCase): string {
  return routeCase.route.path.replace(/:(\w+)/g, (_, name: string) => routeCase.params[name] ?? 'x');
}

/** Every key of the valid bodies and queries names a declared route (none is left behind by a renamed route). */
export function templateKeys(): string[] {
  const world: World = { cartId: 'c', guestItemId: '1', token: 't', customerId: 1, email: 'e@example.com', addressId: '1', customerItemId: '1', integrationToken: 'i' };
  return [...Object.keys(validBodies(world)), ...Object.keys(VALID_QUERIES)];
}
