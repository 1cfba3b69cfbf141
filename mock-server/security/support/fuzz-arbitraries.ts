import fc from 'fast-check';
import { JSON_BODY_LIMIT_BYTES } from '../../http/json-body';

/** A generated request body: the bytes sent, the Content-Type header (null: none), and what it is, for reports. */
export interface FuzzBody {
  readonly kind: string;
  readonly contentType: string | null;
  readonly text: string | undefined;
}

/** Keys that pollute `Object.prototype` when a careless merge copies them. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'hasOwnProperty', 'toString', 'valueOf'] as const;

/** Text that often breaks parsers, decoders, templating and queries. */
const ODD_TEXTS = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202e',
  '\ufeff',
  '💎',
  'e\u0301',
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "' OR '1'='1",
  '"; DROP TABLE carts; --',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%s%s%s%n',
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '0x7fffffff',
  '99999999999999999999999999999999',
  '-1',
  '4111 1111 1111 1111',
  'WELCOME10',
  'freeshipping',
  'braintree',
  'Round',
  'US',
  ...PROTOTYPE_KEYS,
];

export const oddText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXTS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 20_000 }).map((length) => 'x'.repeat(length)) },
);

const ODD_NUMBERS = [0, -0, 1, -1, 0.5, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1, 4111111111111111, 100_000_000, 1_000_001];

export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...ODD_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** One value of any JSON type, nested a little, objects sometimes carrying prototype keys. */
export const oddJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown; object: Record<string, unknown> }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    oddNumber,
    oddText,
    fc.array(tie('value'), { maxLength: 5 }),
    tie('object'),
  ),
  object: fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 })), tie('value')), { maxLength: 5 })
    .map((entries) => objectOf(entries)),
})).value;

/** An object with the given own properties, `__proto__` included as a plain key (as JSON.parse makes it). */
export function objectOf(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

/** Every place of a JSON value (the root, each object member, each array element) as a key path. */
function placesOf(value: unknown, path: readonly (string | number)[] = []): (readonly (string | number)[])[] {
  const places = [path];
  if (Array.isArray(value)) value.forEach((item, index) => places.push(...placesOf(item, [...path, index])));
  else if (isObject(value)) for (const [key, item] of Object.entries(value)) places.push(...placesOf(item, [...path, key]));
  return places;
}

/** A copy of `root` with the value at `path` replaced (or, with `key`, a member added to the object there). */
function replaced(root: unknown, path: readonly (string | number)[], value: unknown, key?: string): unknown {
  if (path.length === 0) {
    if (key === undefined) return value;
    return isObject(root) ? objectOf([...Object.entries(root), [key, value]]) : objectOf([[key, value]]);
  }
  const [head, ...rest] = path;
  if (Array.isArray(root)) return root.map((item, index) => (index === head ? replaced(item, rest, value, key) : item));
  if (isObject(root)) return objectOf(Object.entries(root).map(([name, item]) => [name, name === head ? replaced(item, rest, value, key) : item]));
  return root;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The template with the value at its `place`-th place (root, members, elements; modulo their count) replaced. */
export function placedAt(template: unknown, place: number, value: unknown): unknown {
  const places = placesOf(template);
  return replaced(template, places[place % places.length] ?? [], value);
}

/** The template with one place changed: a value replaced by an odd one, removed (null), or an odd member added. */
function mutated(template: unknown, value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const places = placesOf(template);
  return fc.record({ place: fc.nat({ max: places.length - 1 }), value, add: fc.option(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 })), { nil: undefined }) }).map(
    ({ place, value: newValue, add }) => {
      const path = places[place] ?? [];
      if (add === undefined) return replaced(template, path, newValue);
      return replaced(template, path, newValue, add);
    },
  );
}

/** JSON numbers no JavaScript value prints as: overflow to Infinity, more digits than a double keeps, negative zero. */
const RAW_NUMBER_TOKENS = ['1e999', '-1e999', '123456789012345678901234567890', '0.0000000000000000000000000001', '-0', '1E+2', '4111111111111111.0'];
const RAW_MARK = '\u0001raw\u0001';

const deep = (depth: number, kind: 'array' | 'object'): string =>
  kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const json = (value: unknown): FuzzBody => ({ kind: 'json', contentType: 'application/json', text: JSON.stringify(value) ?? 'null' });

/** Media types and charsets a client may announce; only `application/json` in UTF-8 is read. */
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/JSON',
  'application/json; charset=latin1',
  'application/json; charset="utf-8"',
  'application/json; charset=utf-16',
  'application/json;charset=UTF-8; foo=bar',
  'application/json, text/plain',
  'application/vnd.api+json',
  'application/graphql',
  '*/*',
  'json',
  ' ',
  'a b c',
  '\u00e9/json',
];

/**
 * Bodies for one route, around its valid body (`template`, undefined when it takes none): the template with one
 * value changed, random JSON of every shape, numbers JSON can write but JavaScript cannot, deep nesting, very long
 * strings and lists, prototype keys, text that is not JSON, other content types, and no body at all.
 */
export function fuzzBody(template: unknown): fc.Arbitrary<FuzzBody> {
  return bodies(template).map(printable);
}

/** A failing body as fast-check reports it: its kind, type and the start of the text, not a megabyte of it. */
function printable(body: FuzzBody): FuzzBody {
  const text = body.text === undefined ? 'no body' : `${JSON.stringify(body.text.slice(0, 400))}${body.text.length > 400 ? ` … (${body.text.length} characters)` : ''}`;
  return Object.defineProperty({ ...body }, fc.toStringMethod, { value: () => `${body.kind} [${body.contentType ?? 'no Content-Type'}] ${text}`, enumerable: false });
}

function bodies(template: unknown): fc.Arbitrary<FuzzBody> {
  const base = template ?? {};
  const withRaw = (kind: string, raw: fc.Arbitrary<string>): fc.Arbitrary<FuzzBody> =>
    fc.record({ value: mutated(base, fc.constant(RAW_MARK)), raw }).map(({ value, raw: text }) => ({ kind, contentType: 'application/json', text: JSON.stringify(value).split(JSON.stringify(RAW_MARK)).join(text) }));
  // Deeper than any recursive walk of a parsed body can go on Node's stack, at the root or inside the valid body.
  const deepText = fc.record({ depth: fc.integer({ min: 1_000, max: 6_000 }), kind: fc.constantFrom('array' as const, 'object' as const) }).map(({ depth, kind }) => deep(depth, kind));
  const deepNesting = fc.oneof(deepText.map((text) => ({ kind: 'deep', contentType: 'application/json', text })), withRaw('deep-inside', deepText));
  // Long values, written as text (cheap to make): a string up to past the 1 MB limit, a list longer than any
  // function call can take as arguments, a list of many small objects.
  const longText = fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 1_000, max: 100_000 }).map((length) => `"${'x'.repeat(length)}"`) },
    { weight: 1, arbitrary: fc.integer({ min: JSON_BODY_LIMIT_BYTES - 1_000, max: JSON_BODY_LIMIT_BYTES + 1_000 }).map((length) => `"${'x'.repeat(length)}"`) },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 100_000 }).map((length) => `"${'\u00e9'.repeat(length)}"`) },
    { weight: 3, arbitrary: fc.integer({ min: 1_000, max: 200_000 }).map((length) => `[${'0,'.repeat(length)}0]`) },
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 20_000 }).map((length) => `[${'{"a":1},'.repeat(length)}{}]`) },
  );
  const longValue = withRaw('long', longText);
  const rawNumber = withRaw('raw-number', fc.constantFrom(...RAW_NUMBER_TOKENS));
  const pollution = fc.constantFrom(
    '{"__proto__":{"polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"__proto__":[],"length":1}',
    '{"prototype":{"polluted":"yes"},"__proto__":null}',
  );
  const pollutedTemplate = fc.record({ place: fc.nat(), extra: pollution }).map(({ place, extra }) => {
    const objects = placesOf(base).filter((path) => isObject(path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key as string], base)));
    const path = objects.length > 0 ? (objects[place % objects.length] ?? []) : [];
    const additions = Object.entries(JSON.parse(extra) as Record<string, unknown>);
    let value: unknown = base;
    for (const [key, member] of additions) value = replaced(value, path, member, key);
    return { kind: 'prototype-keys', contentType: 'application/json', text: JSON.stringify(value) };
  });
  const notJson = fc
    .oneof(fc.string({ maxLength: 60 }), fc.constantFrom('{', '[1,', '{"a":}', "{'a':1}", 'undefined', 'NaN', '{"a":1}{"b":2}', '\ufeff{}', '{"a":"\\ud800"}', '"\\u0000"', ')]}\'\n{}', '<xml/>'))
    .map((text) => ({ kind: 'not-json', contentType: 'application/json', text }));
  const otherType = fc
    .record({ contentType: fc.constantFrom(...CONTENT_TYPES), text: fc.oneof(fc.constant(JSON.stringify(base)), fc.string({ maxLength: 60 })) })
    .map(({ contentType, text }) => ({ kind: 'content-type', contentType, text }));
  const untyped = fc.constant<FuzzBody>({ kind: 'no-content-type', contentType: null, text: JSON.stringify(base) });
  return fc.oneof(
    { weight: 8, arbitrary: mutated(base, oddJson).map(json) },
    { weight: 3, arbitrary: oddJson.map(json) },
    { weight: 1, arbitrary: rawNumber },
    { weight: 1, arbitrary: deepNesting },
    { weight: 1, arbitrary: longValue },
    { weight: 2, arbitrary: pollutedTemplate },
    { weight: 1, arbitrary: notJson },
    { weight: 2, arbitrary: otherType },
    { weight: 1, arbitrary: untyped },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none', contentType: null, text: undefined }) },
  );
}

/** Path segments that break routers and decoders: traversal, odd escapes, huge numbers, prototype names. */
const ODD_SEGMENTS = [
  '..',
  '.',
  '...',
  '%2e%2e',
  '%2E%2E%2F',
  '..%2f..%2f..%2fpackage.json',
  '%2e%2e%5c',
  '..;',
  '..\\..\\',
  '%252e%252e',
  '%c0%ae%c0%ae',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ff',
  '%00',
  '%0d%0aSet-Cookie:%20x=1',
  '%20',
  '+',
  '*',
  ';',
  ',',
  '@',
  ':',
  '~',
  '!',
  '$',
  "'",
  '"',
  '<',
  '>',
  '`',
  '{}',
  '|',
  '^',
  '\\',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%F0%9F%92%8E',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '00000000000000000001',
  '9'.repeat(30),
  '9'.repeat(400),
  String(Number.MAX_SAFE_INTEGER + 2),
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  ...PROTOTYPE_KEYS,
  'index.html',
  'package.json',
  '.env',
  'db.json',
];

/** A text as one path segment: unreserved characters as they are, everything else %-escaped (as UTF-8). */
export function encodeSegment(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

export const oddSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_SEGMENTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }).map(encodeSegment) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 4_000 }).map((length) => 'a'.repeat(length)) },
);

/** Query parameters of every API here (search criteria, fields, GraphQL, json-server, the hosted fields) and odd ones. */
const QUERY_KEYS = [
  'searchCriteria[pageSize]',
  'searchCriteria[currentPage]',
  'searchCriteria[filter_groups][0][filters][0][field]',
  'searchCriteria[filter_groups][0][filters][0][value]',
  'searchCriteria[filter_groups][0][filters][0][condition_type]',
  'searchCriteria[filter_groups][99999999][filters][0][field]',
  'searchCriteria[sortOrders][0][field]',
  'searchCriteria[sortOrders][0][direction]',
  'searchCriteria[__proto__][polluted]',
  'searchCriteria',
  'searchCriteria[]',
  'searchCriteria[filter_groups][]',
  'fields',
  'query',
  'variables',
  'operationName',
  'parentOrigin',
  'q',
  '_sort',
  '_order',
  '_page',
  '_limit',
  '_start',
  '_end',
  '_embed',
  '_expand',
  '_delay',
  'callback',
  'id',
  'id_gte',
  'identifier_like',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  `a${'[b]'.repeat(40)}`,
  'a[',
  'a]',
  '[]',
];

const QUERY_VALUES = [
  '',
  '1',
  '0',
  '-1',
  '9'.repeat(30),
  'entity_id',
  'sku',
  'created_at',
  'eq',
  'in',
  'like',
  'from',
  'gteq',
  'finset',
  'nonsense',
  'ASC',
  'DESC',
  '%25',
  '%',
  '%zz',
  'items[sku,name]',
  'items[',
  'items[sku[name[',
  '{ products { total_count } }',
  '{',
  '{"a":1}',
  '[1,2]',
  'http://evil.example',
  'javascript:alert(1)',
  '*',
  '.*',
  '(a+)+$',
];

const queryPair = fc.tuple(
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map(encodeSegment) }),
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...QUERY_VALUES).map((value) => (value.includes('%') ? value : encodeSegment(value))) }, { weight: 2, arbitrary: oddText.map((text) => encodeSegment(text.slice(0, 300))) }),
);

/** A query string: the route's own, or the route's own followed by generated pairs (which may override it: the
 * last of equal keys wins) or by broken syntax. Keeping the route's own keeps its paging, so that a list route
 * answers pages rather than its whole catalogue to most runs. */
export function fuzzQuery(valid: string): fc.Arbitrary<string> {
  const start = valid || '?';
  const pairs = fc.array(queryPair, { minLength: 1, maxLength: 8 }).map((list) => list.map(([key, value]) => `${key}=${value}`).join('&'));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(valid) },
    { weight: 6, arbitrary: pairs.map((extra) => `${start}&${extra}`) },
    { weight: 1, arbitrary: fc.constantFrom('&&&', '&=', '&a=%', '&a=%zz', `&${'['.repeat(200)}=1`, `&${'a=1&'.repeat(1_200)}`, '#frag', '?a=1', '%', '[').map((broken) => `${start}${broken}`) },
  );
}

/** What a path template's segments may become: the literal or valid value, or an odd segment. */
type Segment = { readonly literal: string } | { readonly param: string; readonly valid: string };

const PATH_CHANGES = ['none', 'traversal', 'double-slash', 'trailing-slash', 'case', 'extra-segment', 'store-code'] as const;

/**
 * Paths for one route: its template with every parameter either valid or odd, and sometimes changed as a whole
 * (a traversal segment inserted, doubled or trailing slashes, flipped case, an extra segment, another store code),
 * followed by a generated query string.
 */
export function fuzzPath(template: string, params: Readonly<Record<string, string>>, validQuery: string): fc.Arbitrary<string> {
  const segments: Segment[] = template
    .split('/')
    .slice(1)
    .map((part) => (part.startsWith(':') ? { param: part.slice(1), valid: params[part.slice(1)] ?? 'x' } : { literal: part }));
  const segmentArbitraries = segments.map((segment) =>
    'literal' in segment ? fc.constant(segment.literal) : fc.oneof({ weight: 2, arbitrary: fc.constant(segment.valid) }, { weight: 5, arbitrary: oddSegment }),
  );
  return fc
    .record({
      parts: fc.tuple(...segmentArbitraries),
      change: fc.constantFrom(...PATH_CHANGES),
      at: fc.nat(),
      extra: oddSegment,
      query: fuzzQuery(validQuery),
    })
    .map(({ parts, change, at, extra, query }) => `/${changePath([...parts], change, at, extra).join('/')}${query}`);
}

function changePath(parts: string[], change: (typeof PATH_CHANGES)[number], at: number, extra: string): string[] {
  const index = at % (parts.length + 1);
  switch (change) {
    case 'none':
      return parts;
    case 'traversal':
      return [...parts.slice(0, index), extra.startsWith('.') || extra.startsWith('%') ? extra : '..', ...parts.slice(index)];
    case 'double-slash':
      return [...parts.slice(0, index), '', ...parts.slice(index)];
    case 'trailing-slash':
      return [...parts, ''];
    case 'case':
      return parts.map((part, position) => (position === index % parts.length ? flipCase(part) : part));
    case 'extra-segment':
      return [...parts, extra];
    case 'store-code':
      return parts[0] === 'rest' && parts[1] === 'V1' ? ['rest', ['default', 'all', 'admin', '..', 'V1'][index % 5] ?? 'all', ...parts.slice(1)] : [...parts, extra];
  }
}

function flipCase(text: string): string {
  return [...text].map((char) => (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase())).join('');
}

/** Authorization headers: the route's own (usually), none, or broken ones. */
export function fuzzAuthorization(valid: string | undefined): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(valid) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.constantFrom('Bearer', 'Bearer ', 'bearer x', 'Basic bG91cGU6eA==', `Bearer ${'0'.repeat(64)}`, `Bearer ${'a'.repeat(5_000)}`, 'Bearer \u00e9', 'Bearer a b', 'Token x') },
  );
}
