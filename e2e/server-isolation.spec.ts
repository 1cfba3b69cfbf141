import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/shop-test';

/** Two different searches and, from their picks, two different stones: four pages no two of which share a stone. */
const SEARCHES = {
  small: { path: '/shop-by-price/step2?price_total_from=1000&price_total_to=5000&shapes=Round&attr=price', budget: '$1,000.00 to $5,000.00', shape: 'Round' },
  top: { path: '/shop-by-price/step2?price_total_from=10000&price_total_to=25000&shapes=Oval&attr=price', budget: '$10,000.00 to $25,000.00', shape: 'Oval' },
} as const;
const ROUNDS = 25;

const pickIds = (html: string): string[] => [...html.matchAll(/data-testid="recommended-diamond" data-diamond-id="([^"]+)"/g)].map((match) => match[1] ?? '');
const budgetOf = (html: string): string | undefined => /data-testid="search-budget"[^>]*>([^<]*)</.exec(html)?.[1];
/** The stone a product page shows, as its schema.org Product names it. */
const skuOf = (html: string): string | undefined => /"sku":"([^"]+)"/.exec(html)?.[1];
const encoded = (id: string): string => Buffer.from(id, 'utf8').toString('base64url');

async function htmlOf(request: APIRequestContext, path: string): Promise<string> {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  return answer.text();
}

test('one shopper\'s page never holds another\'s: two stones and two searches rendered concurrently, many times', async ({ request }) => {
  // What each page holds when it is asked for alone.
  const smallPicks = pickIds(await htmlOf(request, SEARCHES.small.path));
  const topPicks = pickIds(await htmlOf(request, SEARCHES.top.path));
  expect(smallPicks).toHaveLength(4);
  expect(topPicks).toHaveLength(4);
  expect(smallPicks.filter((id) => topPicks.includes(id))).toEqual([]);
  const [smallStone, topStone] = [smallPicks[0] ?? '', topPicks[0] ?? ''];

  const pages = [
    { path: `/product-details/${encoded(smallStone)}`, own: [smallStone], others: topPicks, check: (html: string) => expect(skuOf(html)).toBe(smallStone) },
    { path: `/product-details/${encoded(topStone)}`, own: [topStone], others: smallPicks, check: (html: string) => expect(skuOf(html)).toBe(topStone) },
    {
      path: SEARCHES.small.path,
      own: smallPicks,
      others: topPicks,
      check: (html: string) => {
        expect(pickIds(html)).toEqual(smallPicks);
        expect(budgetOf(html)).toBe(SEARCHES.small.budget);
        expect(html).not.toContain(SEARCHES.top.budget);
      },
    },
    {
      path: SEARCHES.top.path,
      own: topPicks,
      others: smallPicks,
      check: (html: string) => {
        expect(pickIds(html)).toEqual(topPicks);
        expect(budgetOf(html)).toBe(SEARCHES.top.budget);
        expect(html).not.toContain(SEARCHES.small.budget);
      },
    },
  ];

  for (let round = 0; round < ROUNDS; round++) {
    const answers = await Promise.all(pages.map((page) => htmlOf(request, page.path)));
    answers.forEach((html, index) => {
      const page = pages[index]!;
      page.check(html);
      for (const id of page.own) expect(html, `${page.path} in round ${round + 1}`).toContain(id);
      for (const id of page.others) expect(html, `${page.path} in round ${round + 1} holds another page's stone ${id}`).not.toContain(id);
    });
  }
});
