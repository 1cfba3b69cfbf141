import { delay, map, throwError, VirtualTimeScheduler, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { PricePosition } from '../../domain/diamond/deal-insight';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import { encodeDiamondId, productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { labelFromAddress } from '../../domain/diamond/feature-label';
import { LEAVE_SELECTION_PROMPT } from '../../domain/shared/error-catalogue';
import { dealVerdict } from '../../domain/diamond/deal-verdict';
import { aDealBasis, aDiamond } from '../../infrastructure/in-memory/diamond-fixtures';
import { InMemoryBagStore, InMemoryCartRepository } from '../../infrastructure/in-memory/in-memory-cart.repository';
import { InMemoryRecommendationGateway } from '../../infrastructure/in-memory/in-memory-recommendation.gateway';
import { InMemoryShopByStore } from '../../infrastructure/in-memory/in-memory-shop-by.store';
import { InMemoryTuningTrail } from '../../infrastructure/in-memory/in-memory-tuning-trail';
import { RecordingLogger } from '../../infrastructure/in-memory/recording.logger';
import { AddDiamondToBag } from '../bag/add-diamond-to-bag.use-case';
import { ReadCurrentSearch } from '../discovery/read-current-search.query';
import type { TuneAnswer, TuneRequest } from '../discovery/recommendation.gateway.port';
import { ShopNotices } from '../shell/shop-notices.service';
import { DiamondSelection } from './diamond-selection.service';
import { FindAlternatives } from './find-alternatives.use-case';
import { FindDiamondToShow } from './find-diamond-to-show.use-case';
import { LoadDealInsight } from './load-deal-insight.use-case';
import { LoadDiamond } from './load-diamond.use-case';
import { NoteMissingVideo } from './note-missing-video.use-case';
import { ProductDetailsModel, type Destination, type HistoryStep } from './product-details.model';
import { RecommendForShape } from './recommend-for-shape.use-case';
import { TuneDiamond } from './tune-diamond.use-case';

const stones = [
  // A is a good deal; B asks 12% more than its model price; C came without a deal block.
  aDiamond({ id: 'A', size: 1, price: 6000, deal: aDealBasis(6_800, 6_400) }),
  aDiamond({ id: 'B', size: 1.01, price: 5600, deal: aDealBasis(5_000, 5_200) }),
  aDiamond({ id: 'C', size: 1.5, price: 9000 }),
  aDiamond({ id: 'P', shape: 'Pear', size: 1.1, price: 5000 }),
];
const LATENCY_MS = 200;

/** The service's price position of a stone, its model price given. */
const positionOf = (diamondId: DiamondId, modelPrice: number): PricePosition => ({
  diamondId,
  modelPrice,
  percentile: 80,
  similar: { count: 120, shape: 'Round', caratFrom: 0.9, caratTo: 1.1, color: 'G', clarity: 'VS2' },
  histogram: [{ from: 5_000, to: 6_000, count: 120 }],
  reasons: [{ code: 'cut_excellent', text: 'Excellent cut, the top grade.', amount: 500 }],
});

/** The recommendation service over the network: every answer takes LATENCY_MS of virtual time; loads are counted. */
class SlowRecommendationGateway extends InMemoryRecommendationGateway {
  readonly loaded: DiamondId[] = [];
  readonly tuned: TuneRequest[] = [];
  readonly positioned: DiamondId[] = [];
  constructor(
    diamonds: readonly Diamond[],
    private readonly scheduler: VirtualTimeScheduler,
  ) {
    super(diamonds);
  }
  override findDiamond(id: DiamondId): Observable<Diamond> {
    this.loaded.push(id);
    return super.findDiamond(id).pipe(delay(LATENCY_MS, this.scheduler));
  }
  override pricePosition(id: DiamondId): Observable<PricePosition> {
    this.positioned.push(id);
    return super.pricePosition(id).pipe(delay(LATENCY_MS, this.scheduler));
  }
  override tune(request: TuneRequest): Observable<TuneAnswer> {
    this.tuned.push(request);
    return super.tune(request).pipe(delay(LATENCY_MS, this.scheduler));
  }
}

function aPage({ diamonds = stones, stored = null as DiamondId | null, trail = new InMemoryTuningTrail() } = {}) {
  const scheduler = new VirtualTimeScheduler();
  const gateway = new SlowRecommendationGateway(diamonds, scheduler);
  const logger = new RecordingLogger();
  const bagStore = new InMemoryBagStore();
  bagStore.diamondId = stored;
  const carts = new InMemoryCartRepository(diamonds);
  const searches = new InMemoryShopByStore();
  const selection = new DiamondSelection();
  const notices = new ShopNotices();
  const build = () =>
    new ProductDetailsModel(
      new FindDiamondToShow(selection, bagStore),
      new LoadDiamond(gateway, logger),
      new TuneDiamond(gateway, logger),
      new RecommendForShape(gateway, searches, logger),
      new ReadCurrentSearch(searches),
      new AddDiamondToBag(carts, bagStore, logger),
      selection,
      notices,
      new NoteMissingVideo(logger),
      new LoadDealInsight(gateway, logger),
      new FindAlternatives(gateway, logger),
      trail,
    );
  const page = build();
  page.attach();
  /** Lets the virtual clock run until nothing is pending. */
  const settle = () => scheduler.flush();
  return { page, build, scheduler, gateway, carts, bagStore, searches, selection, notices, logger, settle, trail };
}

const open = (id: DiamondId) => encodeDiamondId(id);

describe('the product details page', () => {
  it('loads the stone the address names, with its panels, tables, price and financing estimate', () => {
    const { page, settle } = aPage();
    page.open(open('A'));
    expect(page.state).toMatchObject({ diamondId: 'A', diamond: null, notFound: false });
    settle();
    expect(page.state.diamond?.id).toBe('A');
    expect(page.state.price).toBe('$6,000.00');
    expect(page.state.monthlyEstimate).toBe('$500.00');
    expect(page.state.panels.map((panel) => panel.type)).toEqual(['price', 'size', 'quality']);
    expect(page.state.tables.map((table) => table.title)).toEqual(['Diamond details', 'Measurements', 'Certificate']);
    expect([page.state.canGoBack, page.state.canGoForward]).toEqual([false, false]);
  });

  it.each([
    ['an unknown id', open('nope'), null],
    ['an id that cannot be decoded, with a stone stored', '!!bad', 'C'],
    ['no id and nothing stored', undefined, null],
  ])('says the diamond was not found for %s', (_case, encodedId, stored) => {
    const { page, settle } = aPage({ stored });
    page.open(encodedId);
    settle();
    expect(page.state).toMatchObject({ notFound: true, diamond: null });
  });

  it('without an id shows the second compared stone, else the stone last put in the bag', () => {
    const stored = aPage({ stored: 'C' });
    stored.page.open(undefined);
    stored.settle();
    expect(stored.page.state.diamond?.id).toBe('C');

    const comparing = aPage({ stored: 'C' });
    comparing.selection.toggle('A');
    comparing.selection.toggle('B');
    comparing.page.open(undefined);
    comparing.settle();
    expect(comparing.page.state.diamond?.id).toBe('B');
  });

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

  describe('the history, kept by each entry of the tab\'s history', () => {
    interface Entry {
      readonly key: string;
      readonly id: DiamondId;
      readonly label: string | null;
    }

    /** The shopper's tab as the router keeps it: its entries (each with its key and route state), where it is, and the
     * page showing it. It follows the page's destinations (a new entry) and history steps, as the view's router does. */
    function aTab(shop: ReturnType<typeof aPage>, first: DiamondId, label: string | null = null) {
      let keys = 0;
      const entries: Entry[] = [{ key: 'default', id: first, label }];
      let at = 0;
      let page = shop.page;
      let followed: { destination: Destination | null; step: HistoryStep | null } = { destination: null, step: null };
      const show = () => {
        const entry = entries[at]!;
        page.open(open(entry.id), entry.label, entry.key);
        shop.settle();
        follow();
      };
      const follow = () => {
        const { destination, historyStep } = page.state;
        if (destination && destination !== followed.destination && destination.to.startsWith('/product-details/')) {
          followed = { ...followed, destination };
          entries.splice(at + 1, entries.length, { key: `k${++keys}`, ...entryAt(destination.to) });
          at += 1;
          show();
        } else if (historyStep && historyStep !== followed.step) {
          followed = { ...followed, step: historyStep };
          at += historyStep.by;
          show();
        }
      };
      show();
      return {
        get page() {
          return page;
        },
        press: (command: (model: ProductDetailsModel) => void) => {
          command(page);
          shop.settle();
          follow();
        },
        /** A command whose step through the tab's history the browser's own Back or Forward overtook: the router
         * settles again on the entry it was on. */
        overtaken: (command: (model: ProductDetailsModel) => void) => {
          command(page);
          shop.settle();
          const { destination, historyStep } = page.state;
          // A tuning move's entry was added, and left at once.
          if (destination && destination !== followed.destination) {
            entries.splice(at + 1, entries.length, { key: `k${++keys}`, ...entryAt(destination.to) });
          }
          followed = { destination, step: historyStep };
          show();
        },
        /** The browser's own Back and Forward buttons. */
        browser: (by: -1 | 1) => {
          at += by;
          show();
        },
        reload: () => {
          page.dispose();
          page = shop.build();
          page.attach();
          followed = { destination: null, step: null };
          show();
        },
        get address() {
          return entries[at]!;
        },
        get length() {
          return entries.length;
        },
      };
    }
    /** The stone and the pick's label of an address, as the router opens it. */
    const entryAt = (to: string): { id: DiamondId; label: string | null } => {
      const address = new URL(to, 'http://shop.test');
      return { id: stones.find((stone) => productDetailsPath(stone.id) === address.pathname)!.id, label: labelFromAddress(address.search) };
    };
    const arrows = (page: ProductDetailsModel) => [page.state.canGoBack, page.state.canGoForward];
    const tunedTwice = () => {
      const shop = aPage();
      const tab = aTab(shop, 'A', 'finest');
      tab.press((page) => page.adjust('price', 'dec'));
      tab.press((page) => page.adjust('price', 'inc'));
      expect([tab.page.state.diamond?.id, tab.address.key, tab.length]).toEqual(['C', 'k2', 3]);
      return { shop, tab };
    };

    it('survives a reload: tuned twice and reloaded, the page goes back and forward again', () => {
      const { shop, tab } = tunedTwice();
      tab.reload();
      expect(tab.page.state.diamond?.id).toBe('C');
      expect(arrows(tab.page)).toEqual([true, false]);
      tab.press((page) => page.back());
      expect([tab.address.key, tab.page.state.diamond?.id]).toEqual(['k1', 'B']);
      expect(arrows(tab.page)).toEqual([true, true]);
      tab.reload();
      expect(arrows(tab.page)).toEqual([true, true]);
      tab.press((page) => page.forward());
      expect([tab.address.key, tab.page.state.diamond?.id]).toEqual(['k2', 'C']);
      // The arrows asked the service to walk its history, as the spec says.
      expect(shop.gateway.tuned.map((request) => request.edit)).toContainEqual({ kind: 'command', command: 'forward' });
    });

    it('walks with the browser: Back twice, then Forward, and Next still leads to the stone reached last', () => {
      const { shop, tab } = tunedTwice();
      tab.browser(-1);
      expect([tab.page.state.diamond?.id, ...arrows(tab.page)]).toEqual(['B', true, true]);
      tab.browser(-1);
      expect([tab.page.state.diamond?.id, ...arrows(tab.page)]).toEqual(['A', false, true]);
      tab.browser(1);
      expect([tab.page.state.diamond?.id, ...arrows(tab.page)]).toEqual(['B', true, true]);
      tab.press((page) => page.forward());
      expect([tab.address.key, tab.page.state.diamond?.id, ...arrows(tab.page)]).toEqual(['k2', 'C', true, false]);
      expect(shop.gateway.tuned.filter((request) => request.edit.kind === 'command' && request.edit.command !== 'stay').map((request) => request.edit)).toEqual([
        { kind: 'command', command: 'back' },
        { kind: 'command', command: 'back' },
        { kind: 'command', command: 'forward' },
        { kind: 'command', command: 'forward' },
      ]);
    });

    it("steps through the tab's history with the page's arrows, so the browser's Back and Forward agree with them", () => {
      const { tab } = tunedTwice();
      tab.press((page) => page.back());
      expect(tab.page.state.historyStep).toEqual({ by: -1 });
      // No entry was added: the browser's Forward leads where Next does.
      expect([tab.address.key, tab.length]).toEqual(['k1', 3]);
      tab.browser(1);
      expect([tab.page.state.diamond?.id, ...arrows(tab.page)]).toEqual(['C', true, false]);
      tab.browser(-1);
      tab.press((page) => page.back());
      expect([tab.address.key, tab.page.state.diamond?.id, ...arrows(tab.page)]).toEqual(['default', 'A', false, true]);
    });

    it("stays with the entry's stone and history when the browser's Back overtakes the Next arrow's step", () => {
      const { tab } = tunedTwice();
      tab.browser(-1);
      tab.overtaken((page) => page.forward());
      expect(tab.page.state.historyStep).toEqual({ by: 1 });
      expect([tab.address.key, tab.page.state.diamond?.id, tab.page.state.busy, ...arrows(tab.page)]).toEqual(['k1', 'B', false, true, true]);
      tab.press((page) => page.forward());
      expect([tab.address.key, tab.page.state.diamond?.id, ...arrows(tab.page)]).toEqual(['k2', 'C', true, false]);
      tab.browser(-1);
      tab.browser(-1);
      expect([tab.address.key, tab.page.state.diamond?.id, ...arrows(tab.page)]).toEqual(['default', 'A', false, true]);
    });

    it("steps back from a tuning move's stone when the browser's Back leaves its entry before the page got there", () => {
      const shop = aPage();
      const tab = aTab(shop, 'A', 'finest');
      tab.overtaken((page) => page.adjust('price', 'dec'));
      expect(tab.page.state.destination?.to).toBe(productDetailsPath('B'));
      expect([tab.address.key, tab.length, tab.page.state.diamond?.id, tab.page.state.featureLabel, tab.page.state.busy, ...arrows(tab.page)]).toEqual([
        'default',
        2,
        'A',
        'finest',
        false,
        false,
        true,
      ]);
      // Next leads to the move's stone again, in an entry that takes the place of the one the page never reached.
      tab.press((page) => page.forward());
      expect([tab.address.key, tab.length, tab.page.state.diamond?.id, ...arrows(tab.page)]).toEqual(['k2', 2, 'B', true, false]);
      tab.browser(-1);
      expect([tab.address.key, tab.page.state.diamond?.id, ...arrows(tab.page)]).toEqual(['default', 'A', false, true]);
    });

    it('takes a new move from an entry returned to as the browser does: the later stones are gone', () => {
      const { tab } = tunedTwice();
      tab.browser(-1);
      tab.browser(-1);
      tab.press((page) => page.adjust('size', 'inc'));
      expect([tab.address.key, tab.length, tab.page.state.diamond?.id]).toEqual(['k3', 2, 'B']);
      expect(arrows(tab.page)).toEqual([true, false]);
      tab.browser(-1);
      expect([tab.page.state.diamond?.id, ...arrows(tab.page)]).toEqual(['A', false, true]);
    });

    it('keeps the pick label on the stone the recommendation chose, whichever way it is reached', () => {
      const { tab } = tunedTwice();
      expect(tab.page.state.featureLabel).toBeNull();
      tab.browser(-1);
      tab.press((page) => page.back());
      expect([tab.page.state.diamond?.id, tab.page.state.featureLabel]).toEqual(['A', 'finest']);
      tab.reload();
      expect(tab.page.state.featureLabel).toBe('finest');
      tab.press((page) => page.forward());
      expect([tab.page.state.diamond?.id, tab.page.state.featureLabel]).toEqual(['B', null]);
    });

    it('shows no history for an address opened in another tab, as a shared or bookmarked link is', () => {
      const { tab } = tunedTwice();
      const elsewhere = aPage();
      const opened = aTab(elsewhere, tab.address.id);
      expect([opened.page.state.diamond?.id, ...arrows(opened.page)]).toEqual(['C', false, false]);
    });

    it('shows no history where what the tab kept for the entry is of another stone', () => {
      const shop = aPage();
      shop.trail.write('default', { diamondId: 'C', state: { history: ['A', 'B'], future: [] } });
      const tab = aTab(shop, 'A');
      expect(arrows(tab.page)).toEqual([false, false]);
    });
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

  it('does not fetch again a stone it already has: the tuned stone, nor the first one when the address returns to it', () => {
    const { page, gateway, settle } = aPage();
    page.open(open('A'));
    settle();
    page.adjust('price', 'dec');
    settle();
    page.open(open('B'));
    page.open(open('A'));
    expect(page.state.diamond?.id).toBe('A');
    page.open(open('B'));
    expect(page.state.diamond?.id).toBe('B');
    expect(gateway.loaded).toEqual(['A']);
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

  describe('the moves a stone offers', () => {
    it('asks the service, for a stone opened by its address, which moves find a stone, and disables the others before they are pressed', () => {
      const { page, gateway, settle } = aPage({ diamonds: stones.filter((d) => d.id !== 'P') });
      page.open(open('B'));
      settle();
      expect(gateway.tuned.map((request) => [request.diamondId, request.edit])).toEqual([['B', { kind: 'command', command: 'stay' }]]);
      const quality = page.state.panels.find((panel) => panel.type === 'quality')!;
      // B (1.01 ct G VS2 Excellent, $5,600): no cheaper stone, and no stone of every grade as good and one better.
      expect(page.state.panels.map((panel) => [panel.type, panel.buttons.dec.possible, panel.buttons.inc.possible])).toEqual([
        ['price', false, true],
        ['size', false, true],
        ['quality', false, false],
      ]);
      expect(quality.buttons.inc).toEqual({
        possible: false,
        label: 'No higher quality for this search',
        why: "No diamond of this shape in your search has every grade (cut, color, clarity) at least this one's and one higher.",
      });
      page.adjust('quality', 'inc');
      page.adjust('price', 'dec');
      settle();
      expect(gateway.tuned).toHaveLength(1);
      expect(page.state.notice).toBeNull();
    });

    it('takes the moves of a stone reached by a move from the answer, without asking again', () => {
      const { page, gateway, settle } = aPage();
      page.open(open('A'));
      settle();
      page.adjust('price', 'dec');
      settle();
      page.open(open('B'));
      settle();
      expect(page.state.diamond?.id).toBe('B');
      expect(gateway.tuned.map((request) => request.edit.kind === 'command' ? `${request.diamondId} stay` : `${request.diamondId} ${request.edit.kind}`)).toEqual(['A stay', 'A adjust']);
      expect(page.state.panels[0]?.buttons.dec.possible).toBe(false);
    });

    it('offers every move when the service does not say which it offers, and stops asking', () => {
      const { page, gateway, settle } = aPage();
      const tune = gateway.tune.bind(gateway);
      gateway.tune = (request) => tune(request).pipe(map((answer) => ({ ...answer, moves: null })));
      page.open(open('B'));
      settle();
      expect(page.state.panels.every((panel) => panel.buttons.dec.possible && panel.buttons.inc.possible)).toBe(true);
      page.open(open('A'));
      settle();
      expect(gateway.tuned.filter((request) => request.edit.kind === 'command')).toHaveLength(1);
    });
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

  it("wears the pick's label on the picked stone only", () => {
    const { page, settle } = aPage();
    page.open(open('A'), 'finest');
    settle();
    expect(page.state.featureLabel).toBe('finest');
    page.adjust('price', 'dec');
    settle();
    expect(page.state.featureLabel).toBeNull();
    page.back();
    settle();
    expect(page.state.featureLabel).toBe('finest');
    // Back to the picked stone: its address carries the label again; the tuned stone's carried none.
    expect(page.state.destination).toEqual({ to: `${productDetailsPath('A')}?pick=finest` });
  });

  it('a tuned stone reached from the picked one leads to an address without the label', () => {
    const { page, settle } = aPage();
    page.open(open('A'), 'finest');
    settle();
    page.adjust('price', 'dec');
    settle();
    expect(page.state.destination?.to).toMatch(/^\/product-details\/[\w-]+$/);
  });

  it('compares: two stones turn compare mode on and the footer leads to the comparison; a third drops the oldest', () => {
    const { page, settle } = aPage();
    page.open(open('A'));
    settle();
    page.toggleCompare();
    expect(page.state).toMatchObject({ compared: ['A'], isCompared: true, compareMode: false });
    page.adjust('price', 'dec');
    settle();
    expect(page.state.isCompared).toBe(false);
    page.toggleCompare();
    expect(page.state).toMatchObject({ compared: ['A', 'B'], isCompared: true, compareMode: true });
    page.openComparison();
    expect(page.state.destination).toEqual({ to: '/compare-diamonds?ids=QQ,Qg', state: { diamondIds: ['A', 'B'], featureLabels: {} } });
    expect(page.requestLeave('/compare-diamonds')).toBe(false);
  });

  it('sees the comparison chosen on another page of the shop', () => {
    const { page, build, settle } = aPage();
    page.open(open('A'));
    settle();
    const other = build();
    other.attach();
    other.open(open('C'));
    settle();
    other.toggleCompare();
    expect(page.state.compared).toEqual(['C']);
  });

  it('selects the stone into the bag and leads to the bag', () => {
    const { page, carts, bagStore, settle } = aPage();
    page.open(open('A'));
    settle();
    page.select();
    expect(page.state.destination).toEqual({ to: '/cart', state: { justAdded: true } });
    expect([...carts.carts.values()].flat().map((item) => item.sku)).toEqual(['A']);
    expect(bagStore.diamondId).toBe('A');
    expect(page.requestLeave('/cart')).toBe(false);
  });

  it("says 'Item was not added to cart' in the shop's banner when the bag fails, and stays", () => {
    const { page, carts, notices, settle } = aPage();
    carts.failWith = new Error('offline');
    page.open(open('A'));
    settle();
    const banner: (string | null)[] = [];
    notices.error$.subscribe((message) => banner.push(message));
    page.select();
    expect(page.state).toMatchObject({ adding: false, failure: { code: 'CART.ITEM_NOT_ADDED' }, destination: null });
    expect(banner.at(-1)).toBe('Item was not added to cart');
    // Select diamond did not lead on: with a diamond selected to compare, leaving still asks.
    expect(page.requestLeave('/')).toBe(false);
    page.toggleCompare();
    expect(page.requestLeave('/')).toBe(true);
  });

  it('lets the shopper leave a stone without asking while no diamond is selected', () => {
    const { page, settle } = aPage();
    page.open(open('A'));
    settle();
    expect(page.state.asksBeforeLeaving).toBe(false);
    expect(page.requestLeave('/')).toBe(false);
    expect(page.requestLeave('/shop-by')).toBe(false);
    expect(page.state.leavePrompt).toBeNull();
    page.toggleCompare();
    expect(page.state.asksBeforeLeaving).toBe(true);
    page.toggleCompare();
    expect(page.state.asksBeforeLeaving).toBe(false);
    expect(page.requestLeave('/')).toBe(false);
  });

  it('asks only with a diamond selected: not once Select diamond or Compare led on', () => {
    const selected = aPage();
    selected.page.open(open('A'));
    selected.settle();
    selected.page.toggleCompare();
    selected.page.select();
    expect(selected.page.state.asksBeforeLeaving).toBe(false);
    expect(selected.page.requestLeave('/')).toBe(false);

    const comparing = aPage();
    comparing.page.open(open('A'));
    comparing.settle();
    comparing.selection.toggle('B');
    comparing.page.toggleCompare();
    expect(comparing.page.state.asksBeforeLeaving).toBe(true);
    comparing.page.openComparison();
    expect(comparing.page.state.asksBeforeLeaving).toBe(false);
  });

  it('with a diamond selected, asks before leaving the stone, not before moving to another stone; Stay keeps it, Leave goes on', () => {
    const { page, settle } = aPage();
    page.open(open('A'));
    // Nothing on screen yet: nothing to select, nothing to ask about.
    page.toggleCompare();
    expect(page.requestLeave('/')).toBe(false);
    settle();
    page.toggleCompare();
    expect(page.state.compared).toEqual(['A']);
    expect(page.requestLeave(productDetailsPath('B'))).toBe(false);
    expect(page.leave()).toBeNull();

    expect(page.requestLeave('/shop-by')).toBe(true);
    expect(page.state.leavePrompt).toBe(LEAVE_SELECTION_PROMPT);
    page.stay();
    expect(page.state.leavePrompt).toBeNull();
    expect(page.leave()).toBeNull();

    expect(page.requestLeave('/')).toBe(true);
    expect(page.leave()).toEqual({ to: '/' });
    expect(page.state).toMatchObject({ leavePrompt: null, asksBeforeLeaving: false });
    expect(page.requestLeave('/')).toBe(false);
  });

  it('notes in the log each stone shown without its 360° video', () => {
    const withVideo = aDiamond({ id: 'V', size: 1.2, price: 5800, hasVideo: true, videoUrl: '/media/v.mp4' });
    const { page, logger, settle } = aPage({ diamonds: [...stones, withVideo] });
    page.open(open('A'));
    settle();
    page.open(open('A'));
    page.open(open('V'));
    settle();
    page.open(open('A'));
    const notes = logger.entries.filter((entry) => entry.message === '360 video not available');
    expect(notes.map((entry) => entry.detail)).toEqual(['A', 'A']);
  });

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

  describe('started from what the server loaded', () => {
    it('shows the deal insight the server loaded at once, and does not ask for it again', () => {
      const { build, gateway, settle } = aPage();
      const page = build();
      page.seed({ id: 'A', diamond: stones[0]!, notFound: false, pricePosition: positionOf('A', 6_800) });
      expect(page.state.dealInsight?.verdict?.kind).toBe('good-deal');
      expect(page.state.verdict?.kind).toBe('good-deal');
      page.attach();
      page.open(open('A'));
      settle();
      expect(gateway.positioned).toEqual([]);
      expect(page.state.dealInsight?.verdict?.kind).toBe('good-deal');
    });

    it('asks for the deal insight in the browser when the server did not', () => {
      const { build, gateway, settle } = aPage();
      gateway.pricePositions.set('A', positionOf('A', 5_000));
      const page = build();
      page.seed({ id: 'A', diamond: stones[0]!, notFound: false });
      expect(page.state.dealInsight).toBeNull();
      page.attach();
      page.open(open('A'));
      settle();
      expect(gateway.positioned).toEqual(['A']);
      expect(page.state.dealInsight?.diamondId).toBe('A');
    });

    it("wears the label of the address's pick in the server's page already, on that stone only", () => {
      const { build, settle } = aPage();
      const page = build();
      page.seed({ id: 'A', diamond: stones[0]!, notFound: false }, 'finest');
      expect(page.state.featureLabel).toBe('finest');
      page.attach();
      page.open(open('A'), 'finest');
      settle();
      expect(page.state.featureLabel).toBe('finest');
      page.adjust('price', 'dec');
      settle();
      expect(page.state.featureLabel).toBeNull();
    });

    it('shows the stone at once and does not fetch it again when the browser opens its address', () => {
      const { build, gateway, logger, settle } = aPage();
      const page = build();
      page.seed({ id: 'A', diamond: stones[0]!, notFound: false });
      expect(page.state).toMatchObject({ diamondId: 'A', price: '$6,000.00', notFound: false });
      expect(page.state.diamond?.id).toBe('A');
      page.attach();
      page.open(open('A'));
      settle();
      expect(gateway.loaded).toEqual([]);
      expect(page.state.diamond?.id).toBe('A');
      // The missing video is noted once, in the browser, not when the server rendered the page.
      expect(logger.entries.filter((entry) => entry.message === '360 video not available').map((entry) => entry.detail)).toEqual(['A']);
    });

    it('says the diamond was not found, without asking again, when no stone answers to the address', () => {
      const { build, gateway, settle } = aPage();
      const page = build();
      page.seed({ id: 'nope', diamond: null, notFound: true });
      expect(page.state).toMatchObject({ notFound: true, diamond: null });
      page.open(open('nope'));
      settle();
      expect(gateway.loaded).toEqual([]);
      expect(page.state.notFound).toBe(true);
    });

    it('leaves an address without an id to the browser, which knows the shopper\'s last stone', () => {
      const { build, bagStore, gateway, settle } = aPage();
      bagStore.diamondId = 'C';
      const page = build();
      page.seed({ id: null, diamond: null, notFound: false });
      expect(page.state).toMatchObject({ notFound: false, diamond: null });
      page.attach();
      page.open(undefined);
      settle();
      expect(gateway.loaded).toEqual(['C']);
      expect(page.state.diamond?.id).toBe('C');
    });
  });

  describe('a stone the shop cannot sell', () => {
    // Rounds within the default search ($1,000 to $5,000), and Ovals near the sold Oval below.
    const shelf = [
      ...stones,
      aDiamond({ id: 'R1', size: 0.7, price: 2_400 }),
      aDiamond({ id: 'R2', size: 0.9, price: 3_900 }),
      aDiamond({ id: 'R3', size: 0.5, price: 1_500 }),
      aDiamond({ id: 'O1', shape: 'Oval', size: 1.02, price: 7_300 }),
      aDiamond({ id: 'O2', shape: 'Oval', size: 0.98, price: 7_000 }),
      aDiamond({ id: 'O3', shape: 'Oval', size: 1.05, price: 7_700 }),
      aDiamond({ id: 'O4', shape: 'Oval', size: 2.5, price: 30_000 }),
    ];
    const soldOval = aDiamond({ id: 'SOLD', shape: 'Oval', size: 1.01, color: 'F', clarity: 'VS2', price: 7_250 });
    const aShelf = () => {
      const shop = aPage({ diamonds: shelf });
      shop.gateway.sold.set('SOLD', soldOval);
      return shop;
    };
    const offered = (page: ProductDetailsModel) => page.state.alternatives?.stones.map((stone) => stone.diamond.id);

    it('says a sold stone is no longer available and offers the three stones on sale nearest it, saying what they are', () => {
      const { page, settle } = aShelf();
      page.open(open('SOLD'));
      settle();
      expect(page.state).toMatchObject({ notFound: true, diamond: null, notFoundMessage: 'This diamond is no longer available' });
      expect(page.state.alternatives).toMatchObject({
        kind: 'similar',
        note: 'This 1.01 ct Oval diamond (F color, VS2 clarity) has been sold. Here are the 3 diamonds on sale closest to it: the same shape, close in carat, color, clarity and price.',
        search: null,
      });
      expect(offered(page)).toEqual(['O1', 'O2', 'O3']);
      expect(page.state.alternatives?.stones.every((stone) => stone.label === null)).toBe(true);
    });

    it('says an id the shop never had was not found and offers the top picks of the default search, named as such', () => {
      const { page, gateway, settle } = aShelf();
      page.open(open('nope'));
      settle();
      expect(page.state).toMatchObject({ notFound: true, notFoundMessage: 'Diamond was not found' });
      expect(page.state.alternatives).toMatchObject({
        kind: 'top-picks',
        note: 'We have no diamond with this number. Here are the top 3 picks of our default search, Round diamonds, $1,000.00 to $5,000.00, instead.',
        search: { shapes: ['Round'], priceFrom: 1_000, priceTo: 5_000 },
      });
      expect(offered(page)).toHaveLength(3);
      expect(page.state.alternatives?.stones.map((stone) => stone.label)).toEqual(['biggest', 'brightest', 'best deal']);
      expect(gateway.queries).toEqual([{ shapes: ['Round'], priceFrom: 1_000, priceTo: 5_000 }]);
    });

    it('offers the top picks for an address naming no stone the browser knows either', () => {
      const { page, settle } = aShelf();
      page.open(undefined);
      settle();
      expect(page.state).toMatchObject({ notFound: true, notFoundMessage: 'Diamond was not found', alternatives: { kind: 'top-picks' } });
    });

    it('shows what the server offered without asking again, and asks once the page runs when the server could not say', () => {
      const served = aShelf();
      const page = served.build();
      page.seed({ id: 'SOLD', diamond: null, notFound: true, alternatives: { kind: 'similar', message: 'This diamond is no longer available', note: 'Sold.', stones: [], search: null } });
      page.attach();
      page.open(open('SOLD'));
      served.settle();
      expect(page.state).toMatchObject({ notFoundMessage: 'This diamond is no longer available', alternatives: { note: 'Sold.' } });
      expect(served.gateway.loaded).toEqual([]);

      const unsaid = aShelf();
      const later = unsaid.build();
      later.seed({ id: 'SOLD', diamond: null, notFound: true, alternatives: null });
      later.attach();
      later.open(open('SOLD'));
      unsaid.settle();
      expect(offered(later)).toEqual(['O1', 'O2', 'O3']);
      expect(unsaid.gateway.loaded).toEqual([]);
    });

    it('keeps its message and a new search when the service cannot say what to offer', () => {
      const { page, gateway, settle } = aShelf();
      gateway.similarDiamonds = () => throwError(() => new Error('The recommendation service is unreachable.'));
      page.open(open('SOLD'));
      settle();
      expect(page.state).toMatchObject({ notFound: true, notFoundMessage: 'Diamond was not found', alternatives: null });
    });
  });

  it('keeps loading the stone when a view shows it again before it arrived', () => {
    const { page, settle } = aPage();
    const detach = page.attach();
    page.open(open('A'));
    detach();
    page.dispose();
    page.attach();
    page.open(open('A'));
    settle();
    expect(page.state.diamond?.id).toBe('A');
  });
});
