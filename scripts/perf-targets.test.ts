import { describe, expect, it } from 'vitest';
import { verdicts } from './perf-targets';

const page = (overrides: Partial<{ performance: number; accessibility: number; 'best-practices': number; seo: number; lcp: number; tbt: number; cls: number }> = {}) => {
  const { performance = 97, accessibility = 100, 'best-practices': bestPractices = 100, seo = 100, lcp = 1800, tbt = 90, cls = 0.01 } = overrides;
  return { scores: { performance, accessibility, 'best-practices': bestPractices, seo }, lcp, tbt, cls };
};
const missed = (figures: ReturnType<typeof page>) => verdicts(figures).filter((verdict) => !verdict.met).map((verdict) => verdict.figure);

describe('the performance budgets each page is held to', () => {
  it('a page within every budget meets them all', () => {
    expect(missed(page())).toEqual([]);
  });

  it('performance 95, LCP 2.0 s, TBT 150 ms and CLS 0.05 are still within; a step beyond is not', () => {
    expect(missed(page({ performance: 95, lcp: 2000, tbt: 150, cls: 0.05 }))).toEqual([]);
    expect(missed(page({ performance: 94, lcp: 2001, tbt: 151, cls: 0.051 }))).toEqual(['performance', 'LCP', 'TBT', 'CLS']);
  });

  it('accessibility, best practices and SEO must be 100', () => {
    expect(missed(page({ accessibility: 99, 'best-practices': 96, seo: 95 }))).toEqual(['accessibility', 'best-practices', 'seo']);
  });

  it('names each target beside the figure', () => {
    expect(verdicts(page({ lcp: 2400 })).find((verdict) => verdict.figure === 'LCP')).toEqual({ figure: 'LCP', met: false, shown: '2.40 s', target: '≤ 2.0 s' });
  });

  it('a shopper’s own page is judged without SEO, every other figure as strictly', () => {
    expect(missed(page({ seo: 60 }))).toEqual(['seo']);
    const personal = verdicts(page({ seo: 60, performance: 94 }), { personal: true });
    expect(personal.filter((verdict) => !verdict.met).map((verdict) => verdict.figure)).toEqual(['performance']);
    expect(personal.find((verdict) => verdict.figure === 'seo')?.shown).toBe('not judged (noindex)');
  });
});
