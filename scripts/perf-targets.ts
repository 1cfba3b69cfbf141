/** The budgets `npm run perf` checks each page against (Lighthouse 12 mobile preset, median of the runs). */
export const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  /** Largest Contentful Paint, ms. */
  lcp: 2000,
  /** Total Blocking Time, ms. */
  tbt: 150,
  /** Cumulative Layout Shift. */
  cls: 0.05,
} as const;

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One page's figures (medians of its runs). */
export interface PageFigures {
  readonly scores: Readonly<Record<Category, number>>;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
}

/** A shopper's own page (the bag, the checkout, the account) says `noindex`: search engines may not list it, so it is
 * judged without SEO (Lighthouse's SEO score marks a page that asks not to be listed down, rightly for a public one). */
export interface PageKind {
  readonly personal?: boolean;
}

/** Each figure the targets name, with whether the page meets it, in the table's order. */
export function verdicts(figures: PageFigures, kind: PageKind = {}): { readonly figure: string; readonly met: boolean; readonly shown: string; readonly target: string }[] {
  return [
    ...CATEGORIES.map((category) =>
      category === 'seo' && kind.personal
        ? { figure: category, met: true, shown: 'not judged (noindex)', target: `≥ ${TARGETS[category]}` }
        : { figure: category, met: figures.scores[category] >= TARGETS[category], shown: String(figures.scores[category]), target: `≥ ${TARGETS[category]}` },
    ),
    { figure: 'LCP', met: figures.lcp <= TARGETS.lcp, shown: `${(figures.lcp / 1000).toFixed(2)} s`, target: `≤ ${(TARGETS.lcp / 1000).toFixed(1)} s` },
    { figure: 'TBT', met: figures.tbt <= TARGETS.tbt, shown: `${Math.round(figures.tbt)} ms`, target: `≤ ${TARGETS.tbt} ms` },
    { figure: 'CLS', met: figures.cls <= TARGETS.cls, shown: figures.cls.toFixed(3), target: `≤ ${TARGETS.cls}` },
  ];
}
