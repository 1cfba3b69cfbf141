import { describe, expect, it } from 'vitest';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import type { DiamondEdit } from '../../domain/discovery/diamond-edit';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { InMemoryShopByStore } from '../../../test/doubles/in-memory-shop-by.store';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { ReadCurrentSearch } from '../discovery/read-current-search.query';
import type { TuneAnswer } from '../kernel/recommendation.gateway.port';
import { aPage, LATENCY_MS, open, PageDouble, stones } from './product-details.test-support';
import { RecommendForShape } from './recommend-for-shape.use-case';
import { TuneDiamond } from './tune-diamond.use-case';
import { TuningSession } from './tuning-session';

describe('the product details page: the tuning session', () => {
  it('tunes: price minus shows a cheaper stone and leads to its address; back and forward walk the history', () => {
    const { page, settle } = aPage();
    page.open(open('A'));
    settle();
    page.adjust('price', 'dec');
    expect(page.state.busy).toBe(true);
    settle();
    expect(page.state).toMatchObject({ busy: false, notice: null, canGoBack: true, canGoForward: false, destination: { to: productDetailsPath('B') } });
    expect(page.state.diamond?.id).toBe('B');

    page.back();
    settle();
    expect(page.state.diamond?.id).toBe('A');
    expect([page.state.canGoBack, page.state.canGoForward]).toEqual([false, true]);
    page.forward();
    settle();
    expect(page.state.diamond?.id).toBe('B');
    expect([page.state.canGoBack, page.state.canGoForward]).toEqual([true, false]);
  });

  it('asks nothing more while a move is on its way', () => {
    const { page, scheduler, gateway, settle } = aPage();
    page.open(open('A'));
    settle();
    page.adjust('price', 'dec');
    scheduler.schedule(() => page.adjust('size', 'inc'), LATENCY_MS / 2);
    settle();
    expect(gateway.tuned.map((request) => request.edit).filter((edit) => edit.kind === 'adjust')).toEqual([{ kind: 'adjust', attr: 'price', dir: 'dec' }]);
    expect(page.state.diamond?.id).toBe('B');
  });

  it('keeps the stone and says why when a move pressed before the page knew its moves finds no stone; the notice can be dismissed', () => {
    const { page, scheduler, settle } = aPage({ diamonds: stones.filter((d) => d.id !== 'P') });
    page.open(open('B'));
    // B is on screen; the service has not yet said which of its moves find a stone.
    scheduler.maxFrames = LATENCY_MS;
    scheduler.flush();
    scheduler.maxFrames = Number.POSITIVE_INFINITY;
    expect(page.state.panels[0]?.buttons.dec.possible).toBe(true);
    page.adjust('price', 'dec');
    settle();
    expect(page.state.diamond?.id).toBe('B');
    expect(page.state.notice).toBe('There is no diamond for that change within your search.');
    expect(page.state.destination).toBeNull();
    expect(page.state.panels[0]?.buttons.dec).toEqual({ possible: false, label: 'No lower price for this search', why: 'No diamond of this shape in your search costs less.' });
    page.dismissNotice();
    expect(page.state.notice).toBeNull();
  });

  it('tunes within the stored search', () => {
    const { page, searches, gateway, settle } = aPage();
    searches.query = { shapes: ['Round'], priceFrom: 1000, priceTo: 7000 };
    page.open(open('A'));
    settle();
    page.adjust('size', 'inc');
    settle();
    expect(gateway.tuned.map((request) => request.state)).toEqual([
      { history: [], future: [], query: searches.query },
      { history: [], future: [], query: searches.query },
    ]);
    expect(gateway.tuned.map((request) => request.edit.kind)).toEqual(['command', 'adjust']);
  });

  describe('More Options', () => {
    it('opens around the stone on screen and the shopper\'s search, and a Search left untouched keeps the stone', () => {
      const { page, searches, gateway, settle } = aPage();
      searches.query = { shapes: ['Round'], priceFrom: 5_000, priceTo: 10_000 };
      page.open(open('B'));
      settle();
      // B asks $5,600 for 1.01 ct: the search's budget, on the slider's stops; every carat and grade.
      expect(page.state.moreOptions).toEqual({
        price: { from: 4_000, to: 10_000 },
        size: { from: 0.25, to: 100 },
        cut: { from: 'Excellent', to: 'Fair' },
        color: { from: 'D', to: 'J' },
        clarity: { from: 'IF', to: 'I1' },
        polish: { from: 'Excellent', to: 'Fair' },
        symmetry: { from: 'Excellent', to: 'Fair' },
      });
      page.search(page.state.moreOptions!);
      settle();
      expect(gateway.tuned.at(-1)?.edit).toEqual({ kind: 'set', ranges: page.state.moreOptions });
      expect(page.state).toMatchObject({ diamondId: 'B', notice: 'This diamond already matches these options.', destination: null, canGoBack: false });
    });

    it('widens to take in a stone tuned past the search, and follows the stone on screen', () => {
      const { page, searches, settle } = aPage();
      searches.query = { shapes: ['Round'], priceFrom: 5_000, priceTo: 5_800 };
      page.open(open('B'));
      settle();
      expect(page.state.moreOptions?.price).toEqual({ from: 4_000, to: 6_000 });
      page.adjust('price', 'inc');
      settle();
      // C asks $9,000: past the search's budget, inside the panel's.
      expect(page.state.diamond?.id).toBe('C');
      expect(page.state.moreOptions?.price).toEqual({ from: 4_000, to: 10_000 });
    });

    it('moves to the nearest stone inside ranges the shopper narrowed', () => {
      const { page, settle } = aPage();
      page.open(open('B'));
      settle();
      page.search({ ...page.state.moreOptions!, price: { from: 6_000, to: 10_000 } });
      settle();
      expect(page.state.diamond?.id).toBe('A');
      expect(page.state.destination).toEqual({ to: productDetailsPath('A') });
    });
  });

  it('says when no stone of another shape suits the search', () => {
    const { page, settle } = aPage();
    page.open(open('A'));
    settle();
    page.changeShape('Oval');
    settle();
    expect(page.state).toMatchObject({ busy: false, notice: 'There is no Oval diamond for your search.' });
    page.changeShape('Pear');
    settle();
    expect(page.state.diamond?.shape).toBe('Pear');
  });
});

describe('TuningSession', () => {
  const aSession = () => {
    const page = new PageDouble({ diamondId: 'A', diamond: stones[0]! });
    const gateway = new InMemoryRecommendationGateway(stones);
    const searches = new InMemoryShopByStore();
    const logger = new RecordingLogger();
    const found: [TuneAnswer, DiamondEdit | undefined][] = [];
    const session = new TuningSession(page, new TuneDiamond(gateway, logger), new RecommendForShape(gateway, searches, logger), new ReadCurrentSearch(searches), (answer, edit) => found.push([answer, edit]));
    return { page, searches, found, session };
  };

  it('asks nothing before it knows the shopper\'s search, then starts from it once', () => {
    const { page, searches, found, session } = aSession();
    searches.query = { shapes: ['Round'], priceFrom: 5_000, priceTo: 10_000 };
    session.adjust('price', 'dec');
    expect([page.state.busy, found]).toEqual([false, []]);
    session.start();
    expect(session.tuning).toEqual({ history: [], future: [], query: searches.query });
    expect(page.state).toMatchObject({ canGoBack: false, canGoForward: false, moreOptions: { price: { from: 4_000, to: 10_000 } } });
    session.set({ history: ['A'], future: [], query: searches.query });
    session.start();
    expect(session.tuning?.history).toEqual(['A']);
    expect(session.fieldsFor(stones[1]!)).toMatchObject({ canGoBack: true, canGoForward: false });
  });

  it('hands a stone a move found to the page, with the move, and keeps its own after a move that found none', () => {
    const { page, found, session } = aSession();
    session.start();
    session.adjust('price', 'dec');
    expect(found.map(([answer, edit]) => [answer.diamond.id, edit])).toEqual([['B', { kind: 'adjust', attr: 'price', dir: 'dec' }]]);
    expect(session.tuning?.history).toHaveLength(1);
    session.restart();
    expect(session.tuning?.history).toEqual([]);
    session.search(page.state.moreOptions!);
    expect(found).toHaveLength(1);
    expect(page.state.notice).toBe('This diamond already matches these options.');
    session.dismissNotice();
    expect(page.state.notice).toBeNull();
  });
});
