import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaOf, areaTitle, escapeHtml, tally, type ReportedScenario } from './render';

/**
 * The features report, written by cucumber itself: a run of the fixture's features (`fixture/`: two areas, a scenario
 * that passes, one that fails, an outline, a step nobody wrote) through the formatter `cucumber.json` names.
 */
const scratch = mkdtempSync(join(tmpdir(), 'feature-report-'));
const REPORT = join(scratch, 'features.html');
let html = '';
let exitCode: number | null = null;

beforeAll(() => {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'node_modules/@cucumber/cucumber/bin/cucumber.js', '--config', 'scripts/feature-report/fixture/cucumber.json', '--format', `"./scripts/feature-report/formatter.ts":"${REPORT}"`],
    { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } },
  );
  exitCode = run.status;
  html = readFileSync(REPORT, 'utf8');
}, 60_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The outcome a scenario (or an outline) is shown with, by its name. */
function shownOutcome(name: string): string | undefined {
  const pattern = new RegExp(`<li class="scenario (?:outline )?(\\w+)"><details[^>]*><summary><span class="outcome \\w+">[^<]*</span> ${escapeHtml(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  return pattern.exec(html)?.[1];
}

describe('the features report of a run', () => {
  it('is written even when a scenario fails, and the run still fails', () => {
    expect(exitCode).toBe(1);
    expect(html).toMatch(/^<!doctype html>/);
  });

  it("groups the features by the shop's areas, in the order of a visit, each with its tally", () => {
    const headings = [...html.matchAll(/<h2>([^<]+) <small>([^<]+)<\/small><\/h2>/g)].map((match) => [match[1], match[2]]);
    expect(headings).toEqual([
      ['The bag', '1 feature, 4 scenarios: 3 passed, 1 failed'],
      ['Customer accounts', '1 feature, 1 scenario: 1 not written yet'],
    ]);
    expect(html).toContain('<strong>5 scenarios: 3 passed, 1 failed, 1 not written yet.</strong>');
  });

  it("gives each scenario its outcome, and an outline's examples each theirs", () => {
    expect(shownOutcome('A coupon takes 10 % off')).toBe('passed');
    expect(shownOutcome('A coupon the sum gets wrong')).toBe('failed');
    expect(shownOutcome('A step nobody wrote yet')).toBe('undefined');
    expect(shownOutcome('Coupons by code')).toBe('passed');
    expect(html).toContain('<span class="example">code: <q>WELCOME10</q>, total: <q>$90.00</q></span>');
    expect(html).toContain('<span class="example">code: <q>NOSUCH</q>, total: <q>$100.00</q></span>');
  });

  it('shows the feature, its description as a paragraph, and each step with its keyword', () => {
    expect(html).toContain('<h3>Coupons</h3>');
    expect(html).toContain('<p class="description">The bag takes one coupon, and says so.</p>');
    expect(html).toContain('<span class="keyword">When</span> the coupon &quot;WELCOME10&quot; is applied');
  });

  it('says what went wrong in a failed step, as text', () => {
    expect(html).toContain('the bag costs $100.00 with the coupon &lt;b&gt;BROKEN&lt;/b&gt;');
    expect(html).not.toContain('<b>BROKEN</b>');
    expect(html).toContain('No step definition matches this step.');
  });
});

describe("the report's words", () => {
  it("names a feature's area after its folder under features/", () => {
    expect(areaOf('features/checkout/card-payment.feature')).toBe('checkout');
    expect(areaOf('scripts/feature-report/fixture/features/bag/coupons.feature')).toBe('bag');
    expect(areaOf('features/loose.feature')).toBe('other');
    expect([areaTitle('checkout'), areaTitle('gift-cards')]).toEqual(['Checkout and payment', 'Gift cards']);
  });

  it('tallies scenarios by outcome', () => {
    const scenario = (outcome: ReportedScenario['outcome']): ReportedScenario => ({ line: 1, name: 's', outcome, steps: [], problems: [] });
    expect(tally([scenario('passed'), scenario('passed')])).toBe('2 scenarios, all passed');
    expect(tally([scenario('passed'), scenario('failed'), scenario('skipped')])).toBe('3 scenarios: 1 passed, 1 failed, 1 skipped');
  });
});
