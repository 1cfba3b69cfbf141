import fc from 'fast-check';

/**
 * Generated requests per route and property (bodies, paths, GraphQL calls): 300, the figure docs/security.md
 * quotes. `FUZZ_RUNS=3000` runs the fuzzers ten times longer on a developer's machine; `FUZZ_SEED=<seed>` replays a run whose
 * failure printed that seed (with the same FUZZ_RUNS and the same test filter).
 */
export const RUNS_PER_ROUTE = wholeNumberFrom('FUZZ_RUNS') ?? 300;

const seed = wholeNumberFrom('FUZZ_SEED', { negative: true });
if (seed !== undefined) fc.configureGlobal({ seed });

function wholeNumberFrom(name: string, { negative = false } = {}): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || (!negative && value < 1)) throw new Error(`${name} must be a whole number${negative ? '' : ' above 0'}, not "${text}".`);
  return value;
}
