import { describe, expect, it } from 'vitest';
import type { DiamondId } from '../../domain/diamond/diamond';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { labelFromAddress } from '../../domain/diamond/feature-label';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { InMemoryShopByStore } from '../../../test/doubles/in-memory-shop-by.store';
import { InMemoryTuningTrail } from '../../../test/doubles/in-memory-tuning-trail';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { ReadCurrentSearch } from '../discovery/read-current-search.query';
import type { Destination, HistoryStep, ProductDetailsModel } from './product-details.model';
import { aPage, open, PageDouble, stones } from './product-details.test-support';
import { RecommendForShape } from './recommend-for-shape.use-case';
import { TabHistory } from './tab-history';
import { TuneDiamond } from './tune-diamond.use-case';
import { TuningSession } from './tuning-session';

describe('the product details page: the tuning session', () => {
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
        /** The browser's own Back and Forward buttons; pressed again before the service has answered the walk the
         * first press started, when `answered` is false. */
        browser: (by: -1 | 1, { answered = true } = {}) => {
          at += by;
          if (answered) return show();
          const entry = entries[at]!;
          page.open(open(entry.id), entry.label, entry.key);
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

    it("walks with the browser pressed twice before the service answered the first step: Next still leads on", () => {
      const { shop, tab } = tunedTwice();
      tab.browser(-1, { answered: false });
      tab.browser(-1);
      expect([tab.address.key, tab.page.state.diamond?.id, ...arrows(tab.page), tab.page.state.busy]).toEqual(['default', 'A', false, true, false]);
      tab.browser(1);
      expect([tab.page.state.diamond?.id, ...arrows(tab.page)]).toEqual(['B', true, true]);
      tab.press((page) => page.forward());
      expect([tab.address.key, tab.page.state.diamond?.id, ...arrows(tab.page)]).toEqual(['k2', 'C', true, false]);
      // The second Back walked on from where the service was, two steps from the stone reached last.
      const walked = shop.gateway.tuned.filter((request) => request.edit.kind === 'command' && request.edit.command !== 'stay');
      expect(walked.map((request) => [request.diamondId, request.edit])).toContainEqual(['C', { kind: 'command', command: 'back' }]);
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
});

describe('TabHistory', () => {
  const aHistory = () => {
    const page = new PageDouble({ diamondId: 'A', diamond: stones[0]! });
    const gateway = new InMemoryRecommendationGateway(stones);
    const searches = new InMemoryShopByStore();
    const logger = new RecordingLogger();
    const tune = new TuneDiamond(gateway, logger);
    const session = new TuningSession(page, tune, new RecommendForShape(gateway, searches, logger), new ReadCurrentSearch(searches), () => undefined);
    const trail = new InMemoryTuningTrail();
    return { page, session, trail, history: new TabHistory(page, session, trail, tune, new Map()) };
  };

  it('keeps on the trail the stone and tuning state of each entry shown, once the page walks with one', () => {
    const { session, trail, history } = aHistory();
    history.show('first', 'A');
    expect(trail.stops.get('first')).toEqual({ diamondId: 'A', state: { history: [], future: [], query: session.tuning?.query } });
  });

  it('leads a move to a new entry after this one, and an arrow to the neighbour that holds its stone', () => {
    const { session, trail, history } = aHistory();
    expect(history.moveTo({ kind: 'command', command: 'back' }, 'B')).toBeNull();
    history.show('first', 'A');
    session.set({ history: ['A'], future: [], query: null });
    trail.write('second', { diamondId: 'B', state: { history: [], future: [], query: null }, previous: 'first' });
    trail.write('first', { ...trail.read('first')!, next: 'second' });
    expect(history.moveTo({ kind: 'adjust', attr: 'price', dir: 'dec' }, 'B')).toBeNull();
    expect(history.moveTo({ kind: 'command', command: 'forward' }, 'C')).toBeNull();
    expect(history.moveTo({ kind: 'command', command: 'forward' }, 'B')).toBe(1);
    expect(history.walking).toBe(false);
  });
});
