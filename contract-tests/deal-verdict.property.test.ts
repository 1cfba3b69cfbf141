import type { Container } from 'inversify';
import { filter, firstValueFrom, type Observable } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, type MockServer } from '../mock-server/server';
import { LoadDealInsight } from '../src/application/diamond/load-deal-insight.use-case';
import { LoadDiamond } from '../src/application/diamond/load-diamond.use-case';
import { ProductDetailsModel, type ProductDetailsState } from '../src/application/diamond/product-details.model';
import { CompareModel } from '../src/application/discovery/compare.model';
import { RecommendationsModel } from '../src/application/discovery/recommendations.model';
import { Logger } from '../src/application/kernel/logger.port';
import { configForOrigin } from '../src/composition/config';
import { buildContainer, serveWith } from '../src/composition/container';
import { LocalStorageToken, SessionStorageToken } from '../src/composition/tokens';
import type { DealVerdict } from '../src/domain/diamond/deal-verdict';
import { verdictLine } from '../src/domain/diamond/deal-verdict';
import { encodeDiamondId } from '../src/domain/diamond/diamond-id-codec';
import { DIAMOND_SHAPES } from '../contracts/catalog';
import { searchQueryString } from '../src/domain/discovery/search-address';
import { PRICE_RANGE_CHOICES, priceRangeQuery, sizeSearchQuery, withShape } from '../src/domain/discovery/shop-by';
import { MemoryStorage } from '../src/infrastructure/browser-storage/memory-storage';
import { RecordingLogger } from '../test/doubles/recording.logger';

/*
 * One verdict per stone, over the seeded inventory (docs/product-decisions.md, third round, "One deal verdict"): the
 * shop's own models, with their real adapters, against the mock recommendation service in process. For every stone
 * of the first STONES of the default seed, the verdict of its product page's badge and of its deal insight, of its
 * line in a comparison and of the page the server renders for it are one; the Top 4 cards of many searches give their
 * stones that same verdict; and a stone reached by a tuning move or the history arrows keeps it. Each verdict is also
 * checked against the price position the insight shows beside it: a good deal is never dearer than most of its
 * similar stones.
 */

const AUTH = { username: 'loupe', password: 'loupe-dev' };
const STONES = 2_000;
const FIRST_ID = 100_000_000;
const TUNED = 150;

let backend: MockServer;
let shop: Container;

const until = <S>(state$: Observable<S>, ready: (state: S) => boolean): Promise<S> => firstValueFrom(state$.pipe(filter(ready)));
const line = (verdict: DealVerdict | null): string | null => verdict && verdictLine(verdict);

/** The verdict of each stone as its product page shows it, opened by its address (a direct link). */
const pageVerdicts = new Map<string, string | null>();

beforeAll(async () => {
  backend = await createMockServer({ seed: 42, dbFile: null, diamondCount: 20_000, recommendationAuth: AUTH, log: false });
  const { url } = await backend.listen(0, '127.0.0.1');
  shop = buildContainer(
    configForOrigin(url, AUTH),
    serveWith(LocalStorageToken, new MemoryStorage()),
    serveWith(SessionStorageToken, new MemoryStorage()),
    serveWith(Logger, new RecordingLogger()),
  );
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

const ids = Array.from({ length: STONES }, (_, index) => String(FIRST_ID + index));

describe('one deal verdict per stone, over the seeded inventory', () => {
  it('gives each stone one verdict on its badge and in its deal insight, beside a price position that agrees with it', async () => {
    const page = shop.get(ProductDetailsModel);
    const detach = page.attach();
    const settledOn = (id: string): Promise<ProductDetailsState> =>
      until(page.state$, (state) => state.diamond?.id === id && state.dealInsight?.diamondId === id);
    let goodDeals = 0;
    for (const id of ids) {
      page.open(encodeDiamondId(id));
      const state = await settledOn(id);
      const insight = state.dealInsight!;
      expect(state.verdict, `the badge of ${id}`).not.toBeNull();
      expect(insight.verdict, `the deal insight of ${id}`).toEqual(state.verdict);
      // The insight's numbers are the verdict's: the same model price and the same similar stones.
      expect([insight.modelPrice, insight.similarCount]).toEqual([state.verdict!.modelPrice, state.verdict!.similarCount]);
      if (state.verdict!.kind === 'good-deal') {
        goodDeals++;
        if (insight.charted) expect(insight.percentile, `${id}: a good deal dearer than most similar stones`).toBeGreaterThanOrEqual(50);
      }
      pageVerdicts.set(id, line(state.verdict));
    }
    detach();
    page.dispose();
    // The inventory holds every verdict, so the checks above met each.
    expect(new Set([...pageVerdicts.values()].map((verdict) => verdict?.split(':')[0]))).toEqual(new Set(['Good deal', 'Priced in line', 'Priced above']));
    expect(goodDeals).toBeGreaterThan(0);
  }, 240_000);

  it('gives each stone the same verdict when the server renders its page (a reload)', async () => {
    const loadDiamond = shop.get(LoadDiamond);
    const loadDealInsight = shop.get(LoadDealInsight);
    for (const id of ids.filter((_, index) => index % 4 === 0)) {
      const [diamond, pricePosition] = await Promise.all([firstValueFrom(loadDiamond.execute(id)), firstValueFrom(loadDealInsight.execute(id))]);
      const page = shop.get(ProductDetailsModel);
      page.seed({ id, diamond, notFound: false, pricePosition });
      expect(line(page.state.verdict), `the rendered badge of ${id}`).toBe(pageVerdicts.get(id));
      expect(line(page.state.dealInsight?.verdict ?? null), `the rendered insight of ${id}`).toBe(pageVerdicts.get(id));
    }
  }, 120_000);

  it('gives each stone the same verdict on its line of a comparison', async () => {
    const comparison = shop.get(CompareModel);
    const detach = comparison.attach();
    for (let index = 0; index + 1 < ids.length; index += 2) {
      const pair = [ids[index]!, ids[index + 1]!];
      comparison.open(null, `?ids=${pair.map(encodeDiamondId).join(',')}`);
      const state = await until(comparison.state$, (shown) => !shown.loading && shown.diamonds.map(({ diamond }) => diamond.id).join() === pair.join());
      expect(state.rows.find((row) => row.key === 'deal')?.values, `the comparison of ${pair.join(' and ')}`).toEqual(pair.map((id) => pageVerdicts.get(id)));
    }
    detach();
    comparison.dispose();
  }, 240_000);

  it('gives every Top 4 card of many searches the verdict its stone’s page shows', async () => {
    const searches = [
      ...PRICE_RANGE_CHOICES.flatMap((choice) => DIAMOND_SHAPES.map((shape) => withShape(priceRangeQuery(choice), shape))),
      ...[0.5, 1, 1.5, 2, 3].flatMap((size) => DIAMOND_SHAPES.map((shape) => sizeSearchQuery(size, shape, 'shape'))),
    ];
    const page = shop.get(ProductDetailsModel);
    const detachPage = page.attach();
    let cards = 0;
    for (const search of searches) {
      const results = shop.get(RecommendationsModel);
      const detach = results.attach();
      results.open(`?${searchQueryString(search)}`);
      const { picks } = (await until(results.state$, (state) => !state.results.loading)).results;
      detach();
      results.dispose();
      for (const pick of picks) {
        cards++;
        const id = pick.diamond.id;
        page.open(encodeDiamondId(id), pick.featureLabel);
        const state = await until(page.state$, (shown) => shown.diamond?.id === id && shown.dealInsight?.diamondId === id);
        expect(line(pick.verdict), `the card of ${id}`).not.toBeNull();
        // The BEST DEAL pick is a good deal by the same verdict.
        if (pick.key === 'best_deal') expect(pick.verdict?.kind, `the best deal ${id}`).toBe('good-deal');
        expect(line(state.verdict), `the page of ${id}, opened from its card`).toBe(line(pick.verdict));
        expect(line(state.dealInsight!.verdict), `the insight of ${id}, opened from its card`).toBe(line(pick.verdict));
      }
    }
    detachPage();
    page.dispose();
    expect(cards).toBeGreaterThan(200);
  }, 240_000);

  it('keeps a stone’s verdict when it is reached by a tuning move or the history arrows', async () => {
    const idle = (page: ProductDetailsModel) => until(page.state$, (state) => !state.busy && state.diamond !== null);
    for (const id of ids.slice(0, TUNED)) {
      const page = shop.get(ProductDetailsModel);
      const detach = page.attach();
      page.open(encodeDiamondId(id));
      await idle(page);
      for (const [attr, dir] of [['price', 'dec'], ['quality', 'inc']] as const) {
        const before = page.state.diamond!.id;
        page.adjust(attr, dir);
        const moved = await until(page.state$, (state) => !state.busy && (state.diamond?.id !== before || state.notice !== null));
        if (moved.diamond!.id === before) continue;
        const reached = moved.diamond!.id;
        const direct = shop.get(ProductDetailsModel);
        const detachDirect = direct.attach();
        direct.open(encodeDiamondId(reached));
        const opened = await idle(direct);
        detachDirect();
        direct.dispose();
        expect(line(moved.verdict), `${reached}, reached by ${attr} ${dir} from ${before}`).toBe(line(opened.verdict));
        if (!pageVerdicts.has(reached)) pageVerdicts.set(reached, line(opened.verdict));
        page.back();
        const back = await until(page.state$, (state) => !state.busy && state.diamond?.id === before);
        expect(pageVerdicts.has(before)).toBe(true);
        expect(line(back.verdict), `${before}, reached again by the back arrow`).toBe(pageVerdicts.get(before));
        page.forward();
        const forward = await until(page.state$, (state) => !state.busy && state.diamond?.id === reached);
        expect(line(forward.verdict), `${reached}, reached again by the forward arrow`).toBe(line(opened.verdict));
      }
      detach();
      page.dispose();
    }
  }, 240_000);
});
