import { describe, expect, it } from 'vitest';
import { InMemoryBagStore } from '../../../test/doubles/in-memory-cart.repository';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { aRing, InMemoryRingCatalog } from '../../../test/doubles/in-memory-ring-catalog';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { ListRings } from './list-rings.use-case';
import { LoadChosenDiamond } from './load-chosen-diamond.use-case';
import { RingListCache } from './ring-list-cache.service';
import { RingListModel } from './ring-list.model';

const OPTIONS = [
  { label: 'Solitaire', value: '40' },
  { label: 'Halo', value: '41' },
  { label: 'Vintage', value: '44' },
];
const RINGS = [aRing({ name: 'B Solitaire', urlKey: 'b-solitaire' }), aRing({ name: 'A Solitaire', sku: 'fw-a-er', urlKey: 'a-solitaire' }), aRing({ name: 'C Halo', ringOptions: 'Halo', urlKey: 'halo-royal', sku: 'fw-halo-er' })];

const build = () => {
  const catalog = new InMemoryRingCatalog(RINGS, OPTIONS);
  const logger = new RecordingLogger();
  const cache = new RingListCache({ now: () => 0 });
  const model = new RingListModel(new ListRings(catalog, cache, logger), new LoadChosenDiamond(new InMemoryBagStore(), new InMemoryRecommendationGateway([]), logger));
  return { catalog, cache, model };
};

const setUp = () => {
  const built = build();
  built.model.attach();
  return built;
};

/** The page the server loaded: rings by name, two a page. */
const serverPage = (rings: readonly (typeof RINGS)[number][], page = 1, totalPages = 2) => ({ rings, page, totalPages });

describe('the ring list', () => {
  it('shows a page of rings by name, with its summary and the styles of the catalogue', () => {
    const { model } = setUp();
    model.open(null, null);
    expect(model.state.list).toMatchObject({ loading: false, error: null, page: 1, totalPages: 2, summary: 'Showing page 1 of 2' });
    expect(model.state.list.rings.map((ring) => ring.name)).toEqual(['A Solitaire', 'B Solitaire']);
    expect(model.state.optionChoices.map((choice) => choice.label)).toEqual(['All Rings', 'Solitaire', 'Halo', 'Vintage']);
    expect(model.state.selectedOption).toBe('All Rings');
  });

  it('says when a style has no rings, keeping every style to choose from', () => {
    const { model } = setUp();
    model.open('vintage', null);
    expect(model.state.list).toMatchObject({ loading: false, error: 'There are no Vintage rings in stock right now.', rings: [] });
    expect(model.state.selectedOption).toBe('Vintage');
    expect(model.state.optionChoices.every((choice) => !choice.disabled)).toBe(true);
  });

  it('says a page past the last is not there and offers the way back to the first and last pages of the style', () => {
    const { model } = setUp();
    model.open('solitaire', '5');
    expect(model.state.list).toMatchObject({
      loading: false,
      error: 'There is no page 5 of rings: the list ends at page 1.',
      wayBack: { first: '/ring-detail?option=solitaire', last: '/ring-detail?option=solitaire', lastPage: 1 },
      pageLinks: [],
    });
    model.open(null, '9');
    expect(model.state.list.wayBack).toEqual({ first: '/ring-detail', last: '/ring-detail?page=2', lastPage: 2 });
    model.open(null, '2');
    expect(model.state.list).toMatchObject({ error: null, wayBack: null });
  });

  it('fetches the first page of all rings in the background when filtered', () => {
    const { model, catalog } = setUp();
    model.open('halo', null);
    expect(model.state.list.rings.map((ring) => ring.name)).toEqual(['C Halo']);
    expect(catalog.calls).toBe(2);
  });

  it('answers the address of a style', () => {
    const { model } = setUp();
    model.open('halo', '2');
    expect(model.chooseOption('Solitaire')).toEqual({ params: { option: 'solitaire' } });
    expect(model.chooseOption('All Rings')).toEqual({ params: {} });
  });

  it('links every ring to its builder, carrying the page it came from, and every page of the list to its address', () => {
    const { model } = setUp();
    model.open(null, null);
    expect(model.state.list.rings.map((ring) => ring.link)).toEqual(['/ring-builder/a-solitaire', '/ring-builder/b-solitaire']);
    expect(model.state.list.ringLinkState).toEqual({ ringsPage: 1 });
    expect(model.state.list.pageLinks).toEqual(['/ring-detail', '/ring-detail?page=2']);
    model.open(null, '2');
    expect(model.state.list).toMatchObject({ page: 2, ringLinkState: { ringsPage: 2 } });
    model.open('halo', null);
    expect(model.state.list.pageLinks).toEqual(['/ring-detail?option=halo']);
  });

  describe('started from what the server loaded', () => {
    it('shows the page of rings and every style at once, without asking the catalogue again when the browser opens the address', () => {
      const { catalog, cache, model } = build();
      const listing = { options: OPTIONS, option: null, page: serverPage([RINGS[1]!, RINGS[0]!]), placeholder: false };
      model.seed({ option: null, page: 1, listing, error: null, styles: OPTIONS });
      expect(model.state.list).toMatchObject({ loading: false, error: null, page: 1, totalPages: 2, summary: 'Showing page 1 of 2' });
      expect(model.state.list.rings.map((ring) => ring.name)).toEqual(['A Solitaire', 'B Solitaire']);
      expect(model.state.optionChoices.map((choice) => choice.label)).toEqual(['All Rings', 'Solitaire', 'Halo', 'Vintage']);
      catalog.failWith = new Error('the catalogue was asked again');
      model.attach();
      model.open(null, null);
      expect(catalog.calls).toBe(0);
      expect(model.state.list.rings.map((ring) => ring.name)).toEqual(['A Solitaire', 'B Solitaire']);
      expect(model.state.optionChoices).toHaveLength(4);
      // The ring builder stands the page's entries in while a design loads.
      expect(cache.get(null, 1)?.page.rings.map((ring) => ring.name)).toEqual(['A Solitaire', 'B Solitaire']);
    });

    it("shows the message of a style without rings, and fetches the first page of all rings for the ring builder in the background", () => {
      const { catalog, model } = build();
      model.seed({ option: 'vintage', page: 1, listing: null, error: 'There are no Vintage rings in stock right now.', styles: OPTIONS });
      expect(model.state.list).toMatchObject({ loading: false, error: 'There are no Vintage rings in stock right now.', rings: [] });
      expect(model.state.selectedOption).toBe('Vintage');
      model.attach();
      model.open('vintage', null);
      expect(model.state.list.error).toBe('There are no Vintage rings in stock right now.');
      expect(catalog.calls).toBe(1);
    });

    it('offers the way back from a page past the last the server answered', () => {
      const { model } = build();
      model.seed({ option: null, page: 9, listing: null, error: 'There is no page 9 of rings: the list ends at page 2.', styles: OPTIONS, lastPage: 2 });
      expect(model.state.list).toMatchObject({ error: 'There is no page 9 of rings: the list ends at page 2.', wayBack: { first: '/ring-detail', last: '/ring-detail?page=2', lastPage: 2 } });
    });

    it('loads another page the shopper moves to in the browser', () => {
      const { model } = build();
      model.seed({ option: null, page: 1, listing: { options: OPTIONS, option: null, page: serverPage([RINGS[1]!, RINGS[0]!]), placeholder: false }, error: null, styles: OPTIONS });
      model.attach();
      model.open(null, null);
      model.open(null, '2');
      expect(model.state.list.rings.map((ring) => ring.name)).toEqual(['C Halo']);
    });
  });
});
