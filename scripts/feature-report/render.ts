/**
 * The features report: every feature of the last cucumber run, grouped by the shop's areas (the sub-folders of
 * `features/`), each scenario with its outcome and its steps, as one HTML page that needs nothing else (no script, no
 * stylesheet, no font from elsewhere). `formatter.ts` gathers the run into this model; this file only renders it.
 */

export type Outcome = 'passed' | 'failed' | 'pending' | 'undefined' | 'ambiguous' | 'skipped' | 'unknown';

export interface ReportedStep {
  keyword: string;
  text: string;
  outcome: Outcome;
  /** The step's data table, header row first. */
  table?: string[][];
  docString?: string;
  /** Why the step did not pass (its error, a missing or ambiguous step definition). */
  message?: string;
}

export interface ReportedScenario {
  /** The line of the scenario (of its example row, for a scenario outline) in its feature file. */
  line: number;
  name: string;
  /** An outline's example: each column's name and this row's value. */
  example?: [column: string, value: string][];
  /** The line of the outline an example belongs to: the report shows an outline's examples under it. */
  outline?: number;
  outcome: Outcome;
  steps: ReportedStep[];
  /** What went wrong outside the scenario's steps (a hook). */
  problems: string[];
}

export interface ReportedFeature {
  /** The feature file, relative to the project (`features/bag/bag.feature`). */
  path: string;
  name: string;
  description: string;
  scenarios: ReportedScenario[];
}

export interface FeatureRun {
  features: ReportedFeature[];
  startedAt?: Date;
  seconds?: number;
}

/** The area a feature belongs to: its folder under `features/`. */
export function areaOf(path: string): string {
  const parts = path.split(/[\\/]/);
  const root = parts.lastIndexOf('features');
  return (root >= 0 && parts.length - root > 2 ? parts[root + 1] : undefined) ?? 'other';
}

/** The areas' names as the shop says them, in the order of a shopper's visit; an area not named here comes after
 * them, named after its folder. */
const AREA_TITLES: Record<string, string> = {
  discovery: 'Guided search and recommendations',
  diamond: "The diamond's page",
  rings: 'Rings',
  bag: 'The bag',
  checkout: 'Checkout and payment',
  account: 'Customer accounts',
  chat: 'Chat with an expert',
  content: 'Content pages and contact',
};
const AREA_ORDER = Object.keys(AREA_TITLES);

export const areaTitle = (area: string): string => AREA_TITLES[area] ?? area.charAt(0).toUpperCase() + area.slice(1).replace(/[-_]/g, ' ');

/** The shop's areas first, in their order, then any other, by name. */
function byArea(a: string, b: string): number {
  const rank = (area: string) => (AREA_ORDER.includes(area) ? AREA_ORDER.indexOf(area) : AREA_ORDER.length);
  return rank(a) - rank(b) || a.localeCompare(b);
}

const OUTCOME_WORDS: Record<Outcome, { symbol: string; word: string }> = {
  passed: { symbol: '✓', word: 'passed' },
  failed: { symbol: '✗', word: 'failed' },
  pending: { symbol: '…', word: 'pending' },
  undefined: { symbol: '?', word: 'not written yet' },
  ambiguous: { symbol: '?', word: 'ambiguous' },
  skipped: { symbol: '–', word: 'skipped' },
  unknown: { symbol: '?', word: 'did not run' },
};

const ORDER: Outcome[] = ['passed', 'failed', 'pending', 'undefined', 'ambiguous', 'skipped', 'unknown'];

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** "12 scenarios: 11 passed, 1 failed". */
export function tally(scenarios: readonly ReportedScenario[]): string {
  const counts = ORDER.map((outcome) => [outcome, scenarios.filter((scenario) => scenario.outcome === outcome).length] as const).filter(([, count]) => count > 0);
  const total = `${scenarios.length} scenario${scenarios.length === 1 ? '' : 's'}`;
  if (counts.length === 1 && counts[0]?.[0] === 'passed') return `${total}, all passed`;
  return `${total}: ${counts.map(([outcome, count]) => `${count} ${OUTCOME_WORDS[outcome].word}`).join(', ')}`;
}

const outcomeLabel = (outcome: Outcome) => `<span class="outcome ${outcome}">${OUTCOME_WORDS[outcome].symbol} ${OUTCOME_WORDS[outcome].word}</span>`;

function renderTable(rows: string[][]): string {
  const [head, ...body] = rows;
  const cells = (row: string[], tag: string) => `<tr>${row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('')}</tr>`;
  return `<table class="data">${head ? cells(head, 'th') : ''}${body.map((row) => cells(row, 'td')).join('')}</table>`;
}

function renderStep(step: ReportedStep): string {
  return [
    `<li class="step ${step.outcome}">`,
    `<span class="keyword">${escapeHtml(step.keyword)}</span> ${escapeHtml(step.text)}`,
    step.outcome === 'passed' ? '' : ` ${outcomeLabel(step.outcome)}`,
    step.table ? renderTable(step.table) : '',
    step.docString === undefined ? '' : `<pre class="doc">${escapeHtml(step.docString)}</pre>`,
    step.message ? `<pre class="message">${escapeHtml(step.message)}</pre>` : '',
    '</li>',
  ].join('');
}

/** The worst outcome among scenarios: what an outline shows for its examples. */
const worst = (outcomes: Outcome[]): Outcome =>
  outcomes.includes('failed') ? 'failed' : (outcomes.find((candidate) => candidate !== 'passed') ?? 'passed');

function renderScenario(scenario: ReportedScenario, path: string, title: string): string {
  return [
    `<li class="scenario ${scenario.outcome}"><details${scenario.outcome === 'passed' ? '' : ' open'}>`,
    `<summary>${outcomeLabel(scenario.outcome)} ${title}</summary>`,
    scenario.problems.map((problem) => `<pre class="message">${escapeHtml(problem)}</pre>`).join(''),
    `<ol class="steps">${scenario.steps.map(renderStep).join('')}</ol>`,
    `<p class="where">${escapeHtml(path)}:${scenario.line}</p>`,
    '</details></li>',
  ].join('');
}

const exampleTitle = (example: [string, string][]) =>
  `<span class="example">${example.map(([column, value]) => `${escapeHtml(column)}: <q>${escapeHtml(value)}</q>`).join(', ')}</span>`;

/** A scenario outline: its name once, then each example with its outcome. */
function renderOutline(examples: ReportedScenario[], path: string): string {
  const outcome = worst(examples.map((example) => example.outcome));
  const name = examples[0]?.name ?? '';
  return [
    `<li class="scenario outline ${outcome}"><details${outcome === 'passed' ? '' : ' open'}>`,
    `<summary>${outcomeLabel(outcome)} ${escapeHtml(name)} <span class="example">(${escapeHtml(tally(examples).replace('scenario', 'example'))})</span></summary>`,
    `<ul class="scenarios">${examples.map((example) => renderScenario(example, path, exampleTitle(example.example ?? []))).join('')}</ul>`,
    '</details></li>',
  ].join('');
}

function renderFeature(feature: ReportedFeature): string {
  const scenarios = [...feature.scenarios].sort((a, b) => a.line - b.line);
  const items: string[] = [];
  for (const [index, scenario] of scenarios.entries()) {
    if (scenario.outline === undefined) items.push(renderScenario(scenario, feature.path, escapeHtml(scenario.name)));
    else if (scenarios[index - 1]?.outline !== scenario.outline) {
      items.push(renderOutline(scenarios.filter((candidate) => candidate.outline === scenario.outline), feature.path));
    }
  }
  return [
    `<article class="feature"><h3>${escapeHtml(feature.name)}</h3>`,
    `<p class="tally">${escapeHtml(tally(scenarios))} · <span class="where">${escapeHtml(feature.path)}</span></p>`,
    feature.description ? `<p class="description">${escapeHtml(feature.description)}</p>` : '',
    `<ul class="scenarios">${items.join('')}</ul>`,
    '</article>',
  ].join('');
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; color: #1f2328; margin: 0 auto; max-width: 60rem; padding: 1rem 1.5rem 4rem; }
h1 { margin-bottom: 0.25rem; } h2 { border-bottom: 2px solid #d0d7de; margin-top: 2.5rem; padding-bottom: 0.25rem; }
h2 small, .tally, .where { color: #57606a; font-size: 0.875rem; font-weight: normal; }
.feature { margin: 1.5rem 0; } .feature h3 { margin-bottom: 0; } .tally { margin: 0; }
.description { white-space: pre-line; }
ul.scenarios { list-style: none; padding: 0; } li.scenario { border-left: 4px solid #d0d7de; margin: 0.25rem 0; padding: 0.125rem 0.5rem; }
li.scenario.passed { border-color: #1a7f37; } li.scenario.failed { border-color: #cf222e; background: #fff5f5; }
li.scenario.pending, li.scenario.undefined, li.scenario.ambiguous, li.scenario.skipped, li.scenario.unknown { border-color: #9a6700; background: #fff8e5; }
summary { cursor: pointer; } .example { color: #57606a; } p.where { margin: 0 0 0.25rem 1rem; }
.outcome { font-size: 0.8125rem; font-weight: 600; white-space: nowrap; }
.outcome.passed { color: #1a7f37; } .outcome.failed { color: #cf222e; } .outcome:not(.passed):not(.failed) { color: #9a6700; }
ol.steps { list-style: none; padding-left: 1rem; } .keyword { font-weight: 600; }
pre { background: #f6f8fa; overflow-x: auto; padding: 0.5rem; white-space: pre-wrap; } pre.message { background: #ffebe9; }
table { border-collapse: collapse; margin: 0.25rem 0; } th, td { border: 1px solid #d0d7de; padding: 0.125rem 0.5rem; text-align: left; }
nav td:not(:first-child), nav th:not(:first-child) { text-align: right; }
`;

/** The whole page: a summary by area, then each area's features, in the order of their files. */
export function renderFeatureReport(run: FeatureRun): string {
  const areas = new Map<string, ReportedFeature[]>();
  for (const feature of [...run.features].sort((a, b) => a.path.localeCompare(b.path))) {
    const area = areaOf(feature.path);
    areas.set(area, [...(areas.get(area) ?? []), feature]);
  }
  const ordered = [...areas].sort(([a], [b]) => byArea(a, b));
  const all = run.features.flatMap((feature) => feature.scenarios);
  const when = run.startedAt ? `Last run ${run.startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC${run.seconds === undefined ? '' : `, ${Math.round(run.seconds)} s`}. ` : '';
  const count = (scenarios: ReportedScenario[], outcome: 'passed' | 'failed') => scenarios.filter((scenario) => scenario.outcome === outcome).length;
  const summaryRows = ordered.map(([area, features]) => {
    const scenarios = features.flatMap((feature) => feature.scenarios);
    const other = scenarios.length - count(scenarios, 'passed') - count(scenarios, 'failed');
    return `<tr><td><a href="#area-${escapeHtml(area)}">${escapeHtml(areaTitle(area))}</a></td><td>${features.length}</td><td>${scenarios.length}</td><td>${count(scenarios, 'passed')}</td><td>${count(scenarios, 'failed')}</td><td>${other}</td></tr>`;
  });
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Loupe: what the shop does (${escapeHtml(tally(all))})</title><style>${STYLE}</style></head><body>`,
    '<header><h1>What the shop does</h1>',
    `<p>Every feature of the shop, area by area, and whether each of its scenarios passed. ${escapeHtml(when)}<strong>${escapeHtml(tally(all))}.</strong> Open a scenario to read its steps; a scenario that did not pass is open, with what went wrong.</p>`,
    '<nav><table><tr><th>area</th><th>features</th><th>scenarios</th><th>passed</th><th>failed</th><th>other</th></tr>',
    summaryRows.join(''),
    '</table></nav></header><main>',
    ...ordered.map(
      ([area, features]) =>
        `<section id="area-${escapeHtml(area)}"><h2>${escapeHtml(areaTitle(area))} <small>${features.length} feature${features.length === 1 ? '' : 's'}, ${escapeHtml(tally(features.flatMap((feature) => feature.scenarios)))}</small></h2>${features.map(renderFeature).join('')}</section>`,
    ),
    '</main></body></html>',
    '',
  ].join('\n');
}
