#!/usr/bin/env node
// `npm test`: every check, in order, each runner printing its own summary; then one total line.
// All steps run even when one fails (so a run shows everything that is wrong); the exit code is non-zero if any failed.
import { spawn } from 'node:child_process';

const node = process.execPath;
/** What the dependency rules check (as `npm run lint:deps`). */
const DEPENDENCY_ROOTS = ['src', 'test', 'mock-server', 'features', 'e2e', 'scripts', 'contracts', 'contract-tests', 'vite.config.ts', 'react-router.config.ts', 'playwright.config.ts'];
// Two lanes run at once, on CI's two cores: the production build and the browser tests (two shards, each with its own
// mock backend and server), which wait on pages, servers and timers as much as they compute; beside them, the checks
// and the tests that compute. One after the other, the steps took 19 min 21 s on CI; in two lanes, 12–13 minutes.
// Within a lane the steps run in order; the steps of one `together` group run two at a time. While several run at
// once, each line of their output is prefixed with its step's name.
const STEPS = [
  { name: 'typecheck (storefront)', args: ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit'], lane: 'checks and tests', together: 'checks' },
  { name: 'typecheck (mock backend, tests, scripts)', args: ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.node.json', '--noEmit'], lane: 'checks and tests', together: 'checks' },
  // The dependency rules (.dependency-cruiser.cjs): each violation is one line naming the rule and the importing file.
  { name: 'dependency rules', args: ['node_modules/dependency-cruiser/bin/dependency-cruise.mjs', '--config', '.dependency-cruiser.cjs', ...DEPENDENCY_ROOTS], lane: 'checks and tests', together: 'checks' },
  { name: 'lint', args: ['node_modules/eslint/bin/eslint.js', '--max-warnings=0', '.'], lane: 'checks and tests', together: 'checks' },
  { name: 'unit tests', args: ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit', '--project', 'ui'], count: 'vitest', lane: 'checks and tests' },
  { name: 'API tests of the mock backend', args: ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api'], count: 'vitest', lane: 'checks and tests' },
  // Writes the features report (cucumber.json's formatters), named under the step in the summary.
  { name: 'cucumber features', args: ['--import', 'tsx', 'node_modules/@cucumber/cucumber/bin/cucumber.js'], count: 'cucumber', report: 'reports/features.html', lane: 'checks and tests' },
  { name: 'production build', args: ['node_modules/@react-router/dev/bin.js', 'build'], lane: 'browser' },
  // `shards: 2` runs two shards at once, each with its own mock backend and server (`BROWSER_SHARD_PORTS`).
  { name: 'browser tests', args: ['node_modules/@playwright/test/cli.js', 'test'], count: 'playwright', needs: 'production build', lane: 'browser', shards: 2 },
];

const STARTED = Date.now();
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');

/** Reads passed/failed counts from each runner's own closing summary. */
const COUNTERS = {
  vitest: (out) => {
    const line = out.split('\n').find((l) => /^\s*Tests\s+/.test(l)) ?? '';
    return { passed: num(line, /(\d+) passed/), failed: num(line, /(\d+) failed/) };
  },
  cucumber: (out) => {
    const line = out.split('\n').find((l) => /^\d+ scenarios? \(/.test(l)) ?? '';
    return { passed: num(line, /(\d+) passed/), failed: num(line, /(\d+) failed/) + num(line, /(\d+) undefined/) + num(line, /(\d+) ambiguous/) };
  },
  playwright: (out) => ({ passed: num(out, /^\s*(\d+) passed/m), failed: num(out, /^\s*(\d+) failed/m) + num(out, /^\s*(\d+) flaky/m) }),
};
/** Names the failing tests from each runner's own report, so the summary (often all a CI log keeps) says what broke. */
const FAILURE_LINES = {
  vitest: /^\s*FAIL\s+.*>/,
  cucumber: /^\d+\) Scenario:/,
  playwright: /^\s+\d+\) .*›/,
};
/** Steps without a test count (type checks, lint, build) name their failure by their first error lines. */
const ERROR_LINE = /error/i;
function failuresIn(kind, out) {
  const pattern = kind ? FAILURE_LINES[kind] : ERROR_LINE;
  const all = out.split('\n');
  const named = new Map();
  all.forEach((line, index) => {
    if (!pattern.test(line)) return;
    const name = line.replace(/\s*─+\s*$/, '').trim();
    if (!named.has(name) || named.get(name).length === 0) named.set(name, kind === 'vitest' ? vitestReason(all, index + 1) : []);
  });
  return [...named].map(([name, reason]) => ({ name, reason }));
}
/** Vitest prints each failure's error under its FAIL line: the summary keeps its first lines (the message, a property's
 * seed and counterexample, what caused it), so a CI log that keeps only the summary still says why a test failed. */
function vitestReason(lines, from) {
  const reason = [];
  for (let i = from; i < lines.length && reason.length < 5; i += 1) {
    const line = lines[i].trim();
    if (line.startsWith('⎯') || /^FAIL\s/.test(line)) break;
    if (line === '' || line.startsWith('❯') || /^\d*\|/.test(line) || /^[-+] /.test(line) || /^- Expected|^\+ Received|^Hint:/.test(line)) continue;
    reason.push(line.length > 300 ? `${line.slice(0, 300)}…` : line);
  }
  return reason;
}
function num(text, pattern) {
  const match = text.match(pattern);
  return match ? Number(match[1]) : 0;
}

/** The browser tests' ports (as `playwright.config.ts` reads them), moved on by two for each shard after the first. */
const BROWSER_SHARD_PORTS = (shard) => ({
  E2E_MOCK_PORT: String(Number(process.env.E2E_MOCK_PORT ?? 3101) + 2 * (shard - 1)),
  E2E_WEB_PORT: String(Number(process.env.E2E_WEB_PORT ?? 4173) + 2 * (shard - 1)),
  E2E_OUTPUT_DIR: `test-results/e2e-${shard}`,
});

/** Runs one process of a step; its lines are prefixed with `label` when several run at once. */
function runProcess(args, env, label) {
  return new Promise((resolve) => {
    const child = spawn(node, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env } });
    let output = '';
    const echo = (stream) => {
      let pending = '';
      return (chunk) => {
        output += chunk;
        if (!label) return stream.write(chunk);
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) stream.write(`${label} ${line}\n`);
      };
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output: stripAnsi(output) }));
  });
}

async function runStep(step, label = '') {
  const started = Date.now();
  console.log(`\n━━━ ${step.name} ━━━`);
  if (!step.shards) {
    const { code, output } = await runProcess(step.args, {}, label);
    return { code, seconds: (Date.now() - started) / 1000, outputs: [output] };
  }
  const shards = Array.from({ length: step.shards }, (_, index) => index + 1);
  const runs = await Promise.all(shards.map((shard) => runProcess([...step.args, `--shard=${shard}/${step.shards}`], BROWSER_SHARD_PORTS(shard), `[${shard}/${step.shards}]`)));
  return { code: runs.find((run) => run.code !== 0)?.code ?? 0, seconds: (Date.now() - started) / 1000, outputs: runs.map((run) => run.output) };
}

/** The browser tests name the Chromium they ran (source, path, version); the summary repeats it. */
const BROWSER_LINE = /^Browser tests use (Chromium .+)$/m;

/** Runs `steps` two at a time, in order of start; gives their results in the steps' order. */
async function runTogether(steps) {
  const done = new Array(steps.length);
  let next = 0;
  const lane = async () => {
    while (next < steps.length) {
      const index = next++;
      done[index] = await runStep(steps[index], `[${steps[index].name}]`);
    }
  };
  await Promise.all([lane(), lane()]);
  return done;
}

/** Runs one lane's steps in order (a `together` group two at a time); a step whose prerequisite failed is skipped. */
async function runLane(lane, labelled) {
  const done = new Map();
  for (let index = 0; index < lane.length; index += 1) {
    const step = lane[index];
    const prerequisite = step.needs && done.get(step.needs);
    if (prerequisite && prerequisite.code !== 0) {
      done.set(step.name, { skipped: true });
      continue;
    }
    if (step.together) {
      const group = lane.slice(index).filter((other, offset) => other.together === step.together && lane.slice(index, index + offset).every((between) => between.together === step.together));
      const runs = await runTogether(group);
      group.forEach((member, offset) => done.set(member.name, runs[offset]));
      index += group.length - 1;
      continue;
    }
    done.set(step.name, await runStep(step, labelled ? `[${step.name}]` : ''));
  }
  return done;
}

// The lanes run at once (each line of their output prefixed with its step's name); the summary keeps the steps' order.
const lanes = [...new Set(STEPS.map((step) => step.lane))].map((name) => STEPS.filter((step) => step.lane === name));
const laneResults = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)));
const results = [];
for (const step of STEPS) {
  const run = laneResults.find((done) => done.has(step.name)).get(step.name);
  if (run.skipped) results.push({ name: step.name, ok: false, seconds: 0, skipped: true });
  else record(step, run);
}

function record(step, { code, seconds, outputs }) {
  // A sharded step's counts are each shard's own summary, added up.
  const counts = step.count
    ? outputs.map((output) => COUNTERS[step.count](output)).reduce((sum, shard) => ({ passed: sum.passed + shard.passed, failed: sum.failed + shard.failed }))
    : null;
  const failures = code !== 0 ? outputs.flatMap((output) => failuresIn(step.count, output)) : [];
  const browser = step.count === 'playwright' ? outputs.map((output) => BROWSER_LINE.exec(output)?.[1]).find(Boolean) : undefined;
  results.push({ name: step.name, ok: code === 0, seconds, counts, failures, browser, report: step.report });
}

console.log('\n━━━ summary ━━━');
let passed = 0;
let failed = 0;
for (const r of results) {
  const status = r.skipped ? 'SKIPPED (needs a passing build)' : r.ok ? 'ok' : 'FAILED';
  const counts = r.counts ? `  ${r.counts.passed} passed, ${r.counts.failed} failed` : '';
  console.log(`${status.padEnd(8)} ${r.name.padEnd(42)} ${r.seconds.toFixed(1).padStart(6)} s${counts}`);
  if (r.counts) {
    passed += r.counts.passed;
    failed += r.counts.failed;
  }
  if (!r.ok && (!r.counts || r.counts.failed === 0)) failed += 1;
  if (r.browser) console.log(`           ran on ${r.browser}`);
  if (r.report && !r.skipped) console.log(`           report: ${r.report} (npm run docs:features)`);
  for (const failure of (r.failures ?? []).slice(0, 20)) {
    console.log(`           ✗ ${failure.name}`);
    for (const line of failure.reason) console.log(`               ${line}`);
  }
  if ((r.failures ?? []).length > 20) console.log(`           … and ${r.failures.length - 20} more`);
}
console.log(`Total: ${passed} passed, ${failed} failed, in ${((Date.now() - STARTED) / 60_000).toFixed(1)} min`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
