import { Formatter, type IFormatterOptions } from '@cucumber/cucumber';
import { renderFeatureReport, type FeatureRun, type Outcome, type ReportedFeature, type ReportedScenario, type ReportedStep } from './render';

/**
 * A cucumber formatter (`cucumber.json`: `["./scripts/feature-report/formatter.ts", "reports/features.html"]`) that
 * writes the living documentation: every feature run, grouped by the shop's areas, each scenario with its outcome and
 * steps (`render.ts`). `npm run docs:features` says where it is.
 */
type Attempt = ReturnType<IFormatterOptions['eventDataCollector']['getTestCaseAttempts']>[number];
type GherkinDocument = Attempt['gherkinDocument'];
type Feature = NonNullable<GherkinDocument['feature']>;
type FeatureChild = Feature['children'][number];
type Scenario = NonNullable<FeatureChild['scenario']>;
type Timestamp = { seconds: number; nanos: number };

/** The terminal's color codes a step's error may carry. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const outcome = (status: string | undefined): Outcome => (status ? (status.toLowerCase() as Outcome) : 'unknown');

/** Every scenario and step of a feature, rules and backgrounds included. */
function* childrenOf(children: readonly FeatureChild[]): Generator<FeatureChild> {
  for (const child of children) {
    yield child;
    if (child.rule) yield* childrenOf(child.rule.children as FeatureChild[]);
  }
}

function stepKeywords(feature: Feature): Map<string, string> {
  const keywords = new Map<string, string>();
  for (const child of childrenOf(feature.children)) {
    for (const step of child.background?.steps ?? child.scenario?.steps ?? []) keywords.set(step.id, step.keyword.trim());
  }
  return keywords;
}

function scenarioOf(feature: Feature, id: string): Scenario | undefined {
  for (const child of childrenOf(feature.children)) if (child.scenario?.id === id) return child.scenario;
  return undefined;
}

function scenarioFrom(attempt: Attempt, keywords: Map<string, string>): ReportedScenario {
  const { gherkinDocument, pickle, testCase, stepResults, worstTestStepResult } = attempt;
  const feature = gherkinDocument.feature as Feature;
  const [scenarioId, rowId] = pickle.astNodeIds;
  const scenario = scenarioId === undefined ? undefined : scenarioOf(feature, scenarioId);
  const examples = scenario?.examples.find((candidate) => candidate.tableBody.some((row) => row.id === rowId));
  const row = examples?.tableBody.find((candidate) => candidate.id === rowId);
  const header = examples?.tableHeader?.cells.map((cell) => cell.value) ?? [];
  const steps = pickle.steps.map((pickleStep): ReportedStep => {
    const testStep = testCase.testSteps.find((candidate) => candidate.pickleStepId === pickleStep.id);
    const result = testStep ? stepResults[testStep.id] : undefined;
    const table = pickleStep.argument?.dataTable?.rows.map((tableRow) => tableRow.cells.map((cell) => cell.value));
    const docString = pickleStep.argument?.docString?.content;
    const message = result?.message?.replace(ANSI, '');
    const shown = outcome(result?.status);
    return {
      keyword: keywords.get(pickleStep.astNodeIds[0] ?? '') ?? '*',
      text: pickleStep.text,
      outcome: shown,
      ...(table ? { table } : {}),
      ...(docString === undefined ? {} : { docString }),
      ...(message ? { message } : shown === 'undefined' ? { message: 'No step definition matches this step.' } : {}),
    };
  });
  const problems = testCase.testSteps
    .filter((testStep) => !testStep.pickleStepId && stepResults[testStep.id]?.status === 'FAILED')
    .map((testStep) => `A hook failed: ${(stepResults[testStep.id]?.message ?? '').replace(ANSI, '')}`);
  return {
    line: row?.location.line ?? scenario?.location.line ?? 0,
    name: pickle.name,
    ...(row ? { example: header.map((column, index): [string, string] => [column, row.cells[index]?.value ?? '']), outline: scenario?.location.line ?? 0 } : {}),
    outcome: outcome(worstTestStepResult.status),
    steps,
    problems,
  };
}

/** The run as the report shows it: one entry per feature file, its scenarios' last attempts. */
export function featureRun(attempts: readonly Attempt[], startedAt?: Date, seconds?: number): FeatureRun {
  const features = new Map<string, ReportedFeature>();
  const keywords = new Map<string, Map<string, string>>();
  for (const attempt of attempts) {
    if (attempt.willBeRetried) continue;
    const { gherkinDocument } = attempt;
    const feature = gherkinDocument.feature as Feature;
    const path = gherkinDocument.uri ?? attempt.pickle.uri;
    if (!features.has(path)) {
      features.set(path, {
        path,
        name: feature.name,
        description: paragraphs(feature.description),
        scenarios: [],
      });
      keywords.set(path, stepKeywords(feature));
    }
    features.get(path)?.scenarios.push(scenarioFrom(attempt, keywords.get(path) ?? new Map()));
  }
  return { features: [...features.values()], ...(startedAt ? { startedAt } : {}), ...(seconds === undefined ? {} : { seconds }) };
}

/** A description's lines joined into paragraphs (a blank line starts a new one). */
const paragraphs = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trim()).filter(Boolean).join(' '))
    .filter(Boolean)
    .join('\n\n');

const toMillis = (timestamp: Timestamp) => timestamp.seconds * 1000 + timestamp.nanos / 1e6;

export default class FeatureReportFormatter extends Formatter {
  static override readonly documentation = "Writes every feature, grouped by the shop's areas, with each scenario's outcome and steps, as one HTML page";

  constructor(options: IFormatterOptions) {
    super(options);
    let started: Timestamp | undefined;
    options.eventBroadcaster.on('envelope', (envelope: { testRunStarted?: { timestamp: Timestamp }; testRunFinished?: { timestamp: Timestamp } }) => {
      if (envelope.testRunStarted) started = envelope.testRunStarted.timestamp;
      if (!envelope.testRunFinished) return;
      const startedAt = started ? new Date(toMillis(started)) : undefined;
      const seconds = started ? (toMillis(envelope.testRunFinished.timestamp) - toMillis(started)) / 1000 : undefined;
      this.log(renderFeatureReport(featureRun(this.eventDataCollector.getTestCaseAttempts(), startedAt, seconds)));
    });
  }
}
