import { describe, expect, it } from 'vitest';
import { dealVerdict } from '../../domain/diamond/deal-verdict';
import { aDealBasis } from '../../../test/doubles/diamond-fixtures';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { DealInsightLoader } from './deal-insight-loader';
import { LoadDealInsight } from './load-deal-insight.use-case';
import { aPage, LATENCY_MS, open, PageDouble, positionOf, stones } from './product-details.test-support';

describe('the product details page: the deal verdict and insight', () => {
  describe('the deal verdict', () => {
    it('is the verdict of the stone on screen, whichever way it was reached: its address, a move, the history arrows', () => {
      const { page, scheduler } = aPage();
      const verdictOfA = dealVerdict(6000, aDealBasis(6_800, 6_400));
      page.open(open('A'));
      scheduler.flush();
      expect(page.state.verdict).toEqual(verdictOfA);
      page.adjust('price', 'dec');
      scheduler.flush();
      expect(page.state.diamond?.id).toBe('B');
      expect(page.state.verdict).toMatchObject({ kind: 'above', label: 'Priced above' });
      page.back();
      scheduler.flush();
      expect(page.state.diamond?.id).toBe('A');
      expect(page.state.verdict).toEqual(verdictOfA);
      page.forward();
      scheduler.flush();
      expect(page.state.verdict).toMatchObject({ kind: 'above' });
    });

    it('is shown with the stone, before its deal insight arrives, and none for a stone that came without a deal block', () => {
      const { page, scheduler } = aPage();
      page.open(open('A'));
      // The stone has come; its deal insight is still on its way.
      scheduler.maxFrames = LATENCY_MS;
      scheduler.flush();
      expect(page.state.diamond?.id).toBe('A');
      expect(page.state.dealInsight).toBeNull();
      expect(page.state.verdict?.kind).toBe('good-deal');
      scheduler.maxFrames = Number.POSITIVE_INFINITY;
      scheduler.flush();
      page.open(open('C'));
      scheduler.flush();
      expect(page.state.diamond?.id).toBe('C');
      expect(page.state.verdict).toBeNull();
    });

    it('comes with a stone the server rendered', () => {
      const { build } = aPage();
      const page = build();
      page.seed({ id: 'B', diamond: stones[1]!, notFound: false });
      expect(page.state.verdict).toMatchObject({ kind: 'above' });
    });
  });

  describe('the deal insight', () => {
    it("follows the stone: the sentence, what 'similar' means and the reasons, from the service's price position", () => {
      const { page, gateway, settle } = aPage();
      gateway.pricePositions.set('A', positionOf('A', 6_800));
      page.open(open('A'));
      settle();
      expect(page.state.dealInsight).toMatchObject({
        verdict: page.state.verdict,
        similarTo: 'Round, 0.90–1.10 ct, G, VS2',
        similarCount: 120,
        summary: 'Cheaper than 80% of 120 similar stones',
      });
      expect(page.state.verdict?.kind).toBe('good-deal');
      expect(page.state.dealInsight?.reasons.map((reason) => reason.code)).toEqual(['cut_excellent']);
    });

    it('goes when tuning brings another stone, and comes back with that stone\'s', () => {
      const { page, gateway, scheduler, settle } = aPage();
      gateway.pricePositions.set('A', positionOf('A', 6_000));
      gateway.pricePositions.set('B', positionOf('B', 5_000));
      page.open(open('A'));
      settle();
      expect(page.state.dealInsight?.verdict?.kind).toBe('good-deal');
      page.adjust('price', 'dec');
      scheduler.flush();
      expect(page.state.diamond?.id).toBe('B');
      expect(gateway.positioned).toEqual(['A', 'B']);
      settle();
      expect(page.state.dealInsight).toMatchObject({ diamondId: 'B', verdict: { kind: 'above', sentence: '12% above the market price for its grades' } });
    });

    it('is cleared at once while the next stone loads', () => {
      const { page, gateway, scheduler, settle } = aPage();
      gateway.pricePositions.set('A', positionOf('A', 6_000));
      page.open(open('A'));
      settle();
      page.open(open('C'));
      expect(page.state.dealInsight).toBeNull();
      scheduler.flush();
      expect(page.state.dealInsight?.diamondId).toBe('C');
    });

    it('is not shown, and the stone is, when the service has no price_position/ call', () => {
      const { page, gateway, logger, settle } = aPage();
      gateway.lacksPricePosition = true;
      page.open(open('A'));
      settle();
      expect(page.state.diamond?.id).toBe('A');
      expect(page.state.dealInsight).toBeNull();
      expect(logger.entries.map((entry) => entry.message)).toContain('The deal insight of diamond A is not available');
    });
  });
});

describe('DealInsightLoader', () => {
  const aLoader = () => {
    const page = new PageDouble();
    const gateway = new InMemoryRecommendationGateway(stones);
    const asked: string[] = [];
    const pricePosition = gateway.pricePosition.bind(gateway);
    gateway.pricePosition = (id) => {
      asked.push(id);
      return pricePosition(id);
    };
    return { page, gateway, asked, loader: new DealInsightLoader(page, new LoadDealInsight(gateway, new RecordingLogger())) };
  };

  it("asks once per stone shown, and clears the last stone's at once", () => {
    const { page, gateway, asked, loader } = aLoader();
    gateway.pricePositions.set('A', positionOf('A', 6_800));
    loader.load(stones[0]!);
    loader.load(stones[0]!);
    expect(asked).toEqual(['A']);
    expect(page.state.dealInsight?.diamondId).toBe('A');
    loader.clear();
    expect(page.state.dealInsight).toBeNull();
  });

  it('shows what the server loaded without asking, and nothing when it could not say', () => {
    const { page, asked, loader } = aLoader();
    loader.seed(stones[0]!, positionOf('A', 6_800));
    expect(page.state.dealInsight?.summary).toBe('Cheaper than 80% of 120 similar stones');
    loader.load(stones[0]!);
    loader.seed(stones[1]!, null);
    loader.load(stones[1]!);
    expect([asked, page.state.dealInsight]).toEqual([[], null]);
  });
});
