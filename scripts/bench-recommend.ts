/**
 * `npm run bench:recommend`: how fast the recommendation engine answers, against a plain filter-and-sort over the
 * same stones as objects, at 100,000 and 1,000,000 stones; then `recommendations/` over HTTP at 100,000 stones.
 * A measurement, not a test: `npm test` never runs it. The figures go to docs/performance.md.
 *
 * Each query goes through the same functions the route handlers call (`recommendationsResponse`,
 * `ruleRecommendationResponse`), JSON serialisation included. Queries are drawn from a fixed seed, so two runs time
 * the same work: the three shop-by-price budgets, size-flow windows (size to size + 0.25 ct, with or without the
 * estimated budget), and subsets of shapes with a budget and sometimes a size window.
 *
 * Then the detail page's tuning moves (`rule_recommendation/` edit forms, `tuningResponse`): each `adjust`
 * direction, `set` and `back`, starting from the stone `rule_recommendation/` recommends for those queries, against
 * the plain way (reference-tuner.ts: a scan of the stone objects; `back` a search of the list by id).
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { SHAPES } from '../src/domain/diamond/shapes';
import type { Shape } from '../src/domain/diamond/shapes';
import { catalogOf } from '../mock-server/recommendation/diamond-catalog';
import type { DiamondCatalog } from '../mock-server/recommendation/diamond-catalog';
import { RESPONSE_PICK_ORDER } from '../mock-server/recommendation/engine/pick-scores';
import { referenceRecommend, referenceRecommendOne, referenceStones } from '../mock-server/recommendation/engine/reference-recommender';
import type { ReferenceStone } from '../mock-server/recommendation/engine/reference-recommender';
import { referenceAdjust, referenceNearestInRanges, referencePoint } from '../mock-server/recommendation/engine/reference-tuner';
import type { TuningMove } from '../mock-server/recommendation/engine/tuning-distance';
import { TUNING_MOVES } from '../mock-server/recommendation/engine/tuning-distance';
import { inventoryBytes } from '../mock-server/recommendation/inventory/diamond-inventory';
import { generateInventory } from '../mock-server/recommendation/inventory/generate-inventory';
import { seededRandom } from '../mock-server/recommendation/inventory/seeded-random';
import type { RecommendationQuery } from '../mock-server/recommendation/recommendation-query';
import { toStoneQuery } from '../mock-server/recommendation/recommendation-query';
import { NO_MATCH_MESSAGE, recommendationsResponse, ruleRecommendationResponse } from '../mock-server/recommendation/recommendation-responses';
import type { RecommendationState } from '../mock-server/recommendation/recommendation-state';
import { initialState } from '../mock-server/recommendation/recommendation-state';
import { adjustBounds, rangesOf, tuningResponse } from '../mock-server/recommendation/recommendation-tuning';
import type { TuningInput } from '../mock-server/recommendation/recommendation-tuning';
import type { RangeQueryBody } from '../mock-server/recommendation/tuning.request';
import { createMockServer } from '../mock-server/server';

const SEED = 42;
const ENGINE_QUERIES = 2_000;
const WARM_UP_QUERIES = 200;
/** The plain way takes up to a second a query at a million stones: fewer of them, the same queries. */
const PLAIN_QUERIES: Readonly<Record<number, number>> = { 100_000: 300, 1_000_000: 60 };
/** The tuning moves: starting stones per move, and how many the plain way answers (a scan of every object). */
const TUNING_REQUESTS = 2_000;
const PLAIN_TUNING_REQUESTS: Readonly<Record<number, number>> = { 100_000: 300, 1_000_000: 40 };
const HTTP_REQUESTS = 400;
const HEADER = { username: 'loupe', password: 'loupe-dev' };

const BUDGETS = [
  [1_000, 5_000],
  [5_000, 10_000],
  [10_000, 1_000_000],
] as const;

/** Realistic queries, the same for every run. */
function makeQueries(count: number, catalog: DiamondCatalog): RecommendationQuery[] {
  const random = seededRandom(SEED, 'bench-queries');
  const pickShape = (): Shape => (random.next() < 0.5 ? 'Round' : SHAPES[Math.floor(random.next() * SHAPES.length)]!);
  const queries: RecommendationQuery[] = [];
  for (let i = 0; i < count; i++) {
    const kind = random.next();
    if (kind < 0.4) {
      const [from, to] = BUDGETS[Math.floor(random.next() * BUDGETS.length)]!;
      queries.push({ shapes: ['Round'], price_total_from: from, price_total_to: to });
    } else if (kind < 0.7) {
      const shape = pickShape();
      const size = 0.25 * (1 + Math.floor(random.next() * 12));
      const estimate = catalog.engine.priceRange(SHAPES.indexOf(shape), size);
      const withBudget = estimate && random.next() < 0.5 ? { price_total_from: estimate.low, price_total_to: estimate.high } : {};
      queries.push({ shapes: [shape], size_from: size, size_to: size + 0.25, ...withBudget });
    } else {
      const shapes = [...new Set(Array.from({ length: 1 + Math.floor(random.next() * 5) }, pickShape))];
      const from = Math.round(Math.exp(Math.log(500) + random.next() * Math.log(100)));
      const to = Math.round(from * (1.5 + random.next() * 3.5));
      const sizeFrom = Math.round((0.3 + random.next() * 1.7) * 100) / 100;
      const size = random.next() < 0.5 ? { size_from: sizeFrom, size_to: Math.round((sizeFrom + 0.1 + random.next() * 1.4) * 100) / 100 } : {};
      queries.push({ shapes, price_total_from: from, price_total_to: to, ...size });
    }
  }
  return queries;
}

interface Timing {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

function summarise(durations: number[]): Timing {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (percentile: number) => sorted[Math.max(0, Math.ceil((percentile / 100) * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(50), p95: at(95), p99: at(99), mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length };
}

function time<Q, T>(queries: readonly Q[], answer: (query: Q) => T): Timing {
  const durations: number[] = [];
  for (const query of queries) {
    const started = performance.now();
    JSON.stringify(answer(query));
    durations.push(performance.now() - started);
  }
  return summarise(durations);
}

/** rule_recommendation/ answers 404 (an HttpError) when nothing matches: that is an answer too. */
function orNotFound<T>(answer: () => T): T | { message: string } {
  try {
    return answer();
  } catch {
    return { message: 'Diamond was not found' };
  }
}

/** The plain way's answers, shaped like the routes' (the objects are the stones, market price included). */
function plainRecommendations(stones: readonly ReferenceStone[], query: RecommendationQuery): unknown {
  const { total, picks } = referenceRecommend(stones, toStoneQuery(query));
  const state = initialState(query, null);
  if (total === 0) return { total_available_diamonds: 0, state, message: NO_MATCH_MESSAGE };
  const response: Record<string, unknown> = { total_available_diamonds: total, state };
  for (const key of RESPONSE_PICK_ORDER) if (picks[key]) response[key] = { diamond: picks[key] };
  return response;
}

function plainRuleRecommendation(stones: readonly ReferenceStone[], query: RecommendationQuery): unknown {
  const diamond = referenceRecommendOne(stones, toStoneQuery(query));
  if (!diamond) return { message: 'Diamond was not found' };
  return { state: initialState(query, diamond.diamond_id), diamond_recommended: { diamond }, status: { better_deal: false } };
}

/** A tuning request as the detail page sends it (the body after validation). */
type TuningCase = TuningInput;

const GRADE_RANGES: readonly (readonly [string, readonly string[]])[] = [
  ['cut', ['Excellent', 'Very Good', 'Good', 'Fair']],
  ['color', ['D', 'E', 'F', 'G', 'H', 'I', 'J']],
  ['clarity', ['IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'I1']],
  ['polish', ['Excellent', 'Very Good', 'Good', 'Fair']],
  ['symmetry', ['Excellent', 'Very Good', 'Good', 'Fair']],
];

/**
 * The starting points of the tuning moves: the stone `rule_recommendation/` answers for the benchmark's queries
 * (the detail page opens on it) and its state. Then per move one request each: the six adjusts, a `set` as the More
 * Options panel sends it (the search's budget or ±40 % of the stone's price, a size window around it half the time,
 * each grade slider narrowed a third of the time) and a `back` after one price step down.
 */
function makeTuningCases(catalog: DiamondCatalog, queries: readonly RecommendationQuery[]): Record<string, TuningCase[]> {
  const random = seededRandom(SEED, 'bench-tuning');
  const starts: { diamond: string; state: RecommendationState }[] = [];
  for (const query of queries) {
    if (starts.length >= TUNING_REQUESTS) break;
    const answer = orNotFound(() => ruleRecommendationResponse(catalog, query));
    if ('state' in answer) starts.push({ diamond: answer.state.current!, state: answer.state });
  }
  const cases: Record<string, TuningCase[]> = {};
  for (const move of TUNING_MOVES) cases[moveName(move)] = starts.map(({ diamond, state }) => ({ diamond, state, adjust: move }));
  cases.set = starts.map(({ diamond, state }) => {
    const stone = catalog.find(diamond)!;
    const set: Record<string, number | string> = {
      price_total_from: state.query.price_total_from ?? Math.round(stone.total_sales_price * 0.6),
      price_total_to: state.query.price_total_to ?? Math.round(stone.total_sales_price * 1.4),
    };
    if (random.next() < 0.5) Object.assign(set, { size_from: Math.max(0.25, Math.round((stone.size - 0.1) * 100) / 100), size_to: Math.round((stone.size + 0.25) * 100) / 100 });
    for (const [name, scale] of GRADE_RANGES) {
      const [from, to] = random.next() < 1 / 3 ? [Math.floor(random.next() * 3), scale.length - 1 - Math.floor(random.next() * 3)] : [0, scale.length - 1];
      set[`${name}_from`] = scale[Math.min(from, to)]!;
      set[`${name}_to`] = scale[Math.max(from, to)]!;
    }
    return { diamond, state, set: set as RangeQueryBody };
  });
  cases.back = starts.flatMap(({ diamond, state }) => {
    const answer = tuningResponse(catalog, { diamond, state, adjust: { attr: 'price', dir: 'dec' } });
    return answer.status.moved ? [{ diamond: answer.state.current!, state: answer.state, command: 'back' as const }] : [];
  });
  return cases;
}

const moveName = ({ attr, dir }: TuningMove): string => `adjust ${attr} ${dir}`;

/** The tuning moves the plain way: the stone found by scanning the list, the move by scanning every object. */
function plainTuning(stones: readonly ReferenceStone[], request: TuningCase): unknown {
  const current = stones.find((stone) => stone.diamond_id === request.diamond)!;
  let next: ReferenceStone | undefined;
  if (request.adjust) {
    next = referenceAdjust(stones, current, request.adjust, adjustBounds(request.state.query as RecommendationQuery, referencePoint(current), request.adjust));
  } else if (request.set) {
    next = referenceNearestInRanges(stones, current, rangesOf(request.set));
  } else {
    const previous = request.state.history.at(-1) as { diamond_id: string };
    next = stones.find((stone) => stone.diamond_id === previous.diamond_id);
  }
  return { state: request.state, diamond_recommended: { diamond: next ?? current }, status: { better_deal: false, moved: next !== undefined } };
}

const ms = (value: number): string => (value < 10 ? value.toFixed(3) : value < 100 ? value.toFixed(2) : value.toFixed(1));
const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const signedMb = (bytes: number): string => `${bytes < 0 ? '−' : '+'}${mb(Math.abs(bytes))}`;
const count = (value: number): string => value.toLocaleString('en-US');
const row = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;

/** One line of a comparison table: the engine's percentiles, the plain way's, and the speed-up. */
const comparisonRow = (name: string, fast: Timing, slow: Timing): string =>
  row([
    name,
    `${ms(fast.p50)} ms`,
    `${ms(fast.p95)} ms`,
    `${ms(fast.p99)} ms`,
    `${ms(slow.p50)} ms`,
    `${ms(slow.p95)} ms`,
    `${ms(slow.p99)} ms`,
    `${Math.round(slow.p50 / fast.p50)}×`,
    `${Math.round(slow.mean / fast.mean)}×`,
  ]);

// A collection before each memory reading, so that the figures are what the structures hold, not garbage left by
// the previous step. `npm run` gives no way to pass --expose-gc; V8 lets a running process switch it on.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

async function benchEngine(stoneCount: number): Promise<void> {
  gc();
  const before = process.memoryUsage();
  let started = performance.now();
  const inventory = generateInventory(SEED, stoneCount);
  const generated = performance.now() - started;
  started = performance.now();
  const catalog = catalogOf(inventory);
  const indexed = performance.now() - started;
  gc();
  const after = process.memoryUsage();
  console.log(`\n## ${count(stoneCount)} stones`);
  console.log(
    `build: generation ${ms(generated)} ms + indexes ${ms(indexed)} ms = ${ms(generated + indexed)} ms; ` +
      `memory: columns ${mb(inventoryBytes(inventory))} + indexes ${mb(catalog.engine.indexBytes)} ` +
      `(process array buffers ${signedMb(after.arrayBuffers - before.arrayBuffers)}, heap ${signedMb(after.heapUsed - before.heapUsed)})`,
  );

  const queries = makeQueries(ENGINE_QUERIES, catalog);
  const recommendations = (query: RecommendationQuery) => recommendationsResponse(catalog, query);
  const rule = (query: RecommendationQuery) => orNotFound(() => ruleRecommendationResponse(catalog, query));
  time(queries.slice(0, WARM_UP_QUERIES), recommendations);
  time(queries.slice(0, WARM_UP_QUERIES), rule);
  const engine = { recommendations: time(queries, recommendations), rule: time(queries, rule) };
  const answered = queries.map((query) => recommendationsResponse(catalog, query).total_available_diamonds);
  console.log(
    `queries: ${count(queries.length)} (eligible stones per query: median ${count(summarise(answered).p50)}, ` +
      `p95 ${count(summarise(answered).p95)}, none for ${answered.filter((total) => total === 0).length})`,
  );

  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  started = performance.now();
  const stones = referenceStones(inventory);
  const built = performance.now() - started;
  gc();
  console.log(`plain: ${count(stones.length)} objects built in ${ms(built)} ms, heap ${signedMb(process.memoryUsage().heapUsed - heapBefore)}`);
  const plainQueries = queries.slice(0, PLAIN_QUERIES[stoneCount] ?? 100);
  time(plainQueries.slice(0, 5), (query) => plainRecommendations(stones, query));
  const plain = {
    recommendations: time(plainQueries, (query) => plainRecommendations(stones, query)),
    rule: time(plainQueries, (query) => plainRuleRecommendation(stones, query)),
  };

  console.log('');
  console.log(row(['call', 'engine p50', 'engine p95', 'engine p99', `plain p50 (${plainQueries.length} q)`, 'plain p95', 'plain p99', 'speed-up p50', 'speed-up mean']));
  console.log(row(Array.from({ length: 9 }, () => '---')));
  for (const [name, key] of [
    ['recommendations/', 'recommendations'],
    ['rule_recommendation/', 'rule'],
  ] as const) {
    const fast = engine[key];
    const slow = plain[key];
    console.log(comparisonRow(name, fast, slow));
  }

  // The tuning moves of the detail page.
  const cases = makeTuningCases(catalog, queries);
  const plainCount = PLAIN_TUNING_REQUESTS[stoneCount] ?? 100;
  for (const requests of Object.values(cases)) time(requests.slice(0, WARM_UP_QUERIES), (request) => tuningResponse(catalog, request));
  const moved = Object.values(cases).flat().filter((request) => tuningResponse(catalog, request).status.moved).length;
  console.log(
    `\ntuning moves: ${count(Object.values(cases).reduce((sum, requests) => sum + requests.length, 0))} requests from ` +
      `${count(cases.set?.length ?? 0)} recommended stones (${count(moved)} moved; plain way: the first ${plainCount} of each)`,
  );
  console.log('');
  console.log(row(['move', 'engine p50', 'engine p95', 'engine p99', `plain p50 (${plainCount} q)`, 'plain p95', 'plain p99', 'speed-up p50', 'speed-up mean']));
  console.log(row(Array.from({ length: 9 }, () => '---')));
  for (const [name, requests] of Object.entries(cases)) {
    const fast = time(requests, (request) => tuningResponse(catalog, request));
    const slow = time(requests.slice(0, plainCount), (request) => plainTuning(stones, request));
    console.log(comparisonRow(name, fast, slow));
  }
}

async function benchHttp(stoneCount: number): Promise<void> {
  let started = performance.now();
  const server = await createMockServer({ diamondCount: stoneCount, seed: SEED });
  const { url } = await server.listen(0, '127.0.0.1');
  const ready = performance.now() - started;
  try {
    const catalog = catalogOf(generateInventory(SEED, 1_000));
    const queries = makeQueries(HTTP_REQUESTS + 50, catalog);
    const durations: number[] = [];
    for (const [index, query] of queries.entries()) {
      started = performance.now();
      const response = await fetch(`${url}/recommendation/recommendations/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ header: HEADER, body: query }),
      });
      await response.json();
      if (response.status !== 200) throw new Error(`recommendations/ answered ${response.status}`);
      if (index >= 50) durations.push(performance.now() - started);
    }
    const timing = summarise(durations);
    console.log(`\n## recommendations/ over HTTP, ${count(stoneCount)} stones (in-process server ready in ${ms(ready)} ms)`);
    console.log(
      `${durations.length} sequential requests (after 50 warm-up): p50 ${ms(timing.p50)} ms, p95 ${ms(timing.p95)} ms, ` +
        `p99 ${ms(timing.p99)} ms`,
    );
  } finally {
    await server.close();
  }
}

console.log(`# Recommendation benchmark: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, seed ${SEED}`);
for (const stoneCount of [100_000, 1_000_000]) await benchEngine(stoneCount);
await benchHttp(100_000);
