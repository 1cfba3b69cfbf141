import { Subject, VirtualTimeScheduler, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Ring } from '../../domain/ring/ring';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryBagStore, InMemoryCartRepository } from '../../../test/doubles/in-memory-cart.repository';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { aSolitaireInColoursAndMetals, InMemoryRingCatalog } from '../../../test/doubles/in-memory-ring-catalog';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { AddRingToBag } from './add-ring-to-bag.use-case';
import { LoadChosenDiamond } from './load-chosen-diamond.use-case';
import { LoadRing } from './load-ring.use-case';
import { RingBuilderModel } from './ring-builder.model';
import { RingListCache } from './ring-list-cache.service';

/** A solitaire whose white gold costs $50 more and 18K $400 more, whatever the size. */
const solitaire = aSolitaireInColoursAndMetals({
  sizes: [{ valueIndex: 5, label: '5' }, { valueIndex: 6, label: '6.5' }, { valueIndex: 7, label: '8' }, { valueIndex: 0, label: '0' }],
  priceOf: (color, metal) => 1200 + (color === 'White Gold' ? 50 : 0) + (metal === '18K' ? 400 : 0),
});

const setUp = (catalog = new InMemoryRingCatalog([solitaire], [])) => {
  const carts = new InMemoryCartRepository();
  const store = new InMemoryBagStore();
  const logger = new RecordingLogger();
  const cache = new RingListCache({ now: () => 0 });
  const stone = aDiamond({ id: 'D1', size: 1.01, shape: 'Round', color: 'G', clarity: 'VS1', cut: 'Excellent', price: 6000 });
  const scheduler = new VirtualTimeScheduler();
  const model = new RingBuilderModel(new LoadRing(catalog, logger), new AddRingToBag(carts, store, logger), cache, new LoadChosenDiamond(store, new InMemoryRecommendationGateway([stone]), logger), scheduler);
  return { carts, store, cache, model, scheduler };
};

describe('the ring builder', () => {
  it('shows the design in its first color and metal, the sizes one can wear, and the variant of no size yet', () => {
    const { model } = setUp();
    model.attach();
    model.open('solitaire-classic', '');
    expect(model.state).toMatchObject({
      status: 'ready',
      loading: false,
      notFound: null,
      name: 'Classic Solitaire Ring',
      price: '$1,200.00',
      itemNumber: 'fw-solitaire-er-Rose Gold-14K-0',
      colors: [
        { label: 'Rose Gold', active: true },
        { label: 'White Gold', active: false },
      ],
      metals: [
        { label: '14K', active: true },
        { label: '18K', active: false },
      ],
      sizes: [
        { value: '5', label: '5' },
        { value: '6.5', label: '6.5' },
        { value: '8', label: '8' },
      ],
      size: null,
    });
    expect(model.state.features).toContainEqual(['Sizes', '5 to 8']);
  });

  it('builds each choice on the ones before, however quickly they come, and prices the chosen color and metal', () => {
    const { model } = setUp();
    model.attach();
    model.open('solitaire-classic', 'size=6.5');
    expect(model.choose('color', 'White Gold')).toEqual({ search: 'size=6.5&color=White-Gold' });
    expect(model.choose('metal', '18K')).toEqual({ search: 'size=6.5&color=White-Gold&metal=18K' });
    expect(model.state).toMatchObject({ price: '$1,650.00', itemNumber: 'fw-solitaire-er-White Gold-18K-6.5', size: '6.5' });
    model.open('solitaire-classic', 'size=6.5&color=White-Gold&metal=18K');
    expect(model.state.search).toBe('size=6.5&color=White-Gold&metal=18K');
  });

  it("plays the 360° video of the chosen color, and none for a color that is not filmed", () => {
    const filmed = { ...solitaire, colorVideos: { 'Rose Gold': '/media/videos/rings/solitaire-rose-gold.webm', 'White Gold': '/media/videos/rings/solitaire-white-gold.webm' } };
    const { model } = setUp(new InMemoryRingCatalog([filmed], []));
    model.attach();
    model.open('solitaire-classic', '');
    expect(model.state.video).toBe('/media/videos/rings/solitaire-rose-gold.webm');
    model.choose('color', 'White Gold');
    expect(model.state.video).toBe('/media/videos/rings/solitaire-white-gold.webm');
    const { model: unfilmed } = setUp();
    unfilmed.attach();
    unfilmed.open('solitaire-classic', '');
    expect(unfilmed.state.video).toBeNull();
  });

  it("shows, prices and adds the design's first color and metal for a link naming ones it does not offer, and says so in the address", () => {
    const { model, carts } = setUp();
    carts.products.set('fw-solitaire-er-Rose Gold-14K-6.5', { name: 'Classic Solitaire Ring-Rose Gold-14K-6.5', price: 1200, parentSku: 'fw-solitaire-er', attributes: {} });
    model.attach();
    model.open('solitaire-classic', 'color=Yellow-Gold&metal=24K&size=99');
    expect(model.state).toMatchObject({
      requested: 'color=Yellow-Gold&metal=24K&size=99',
      search: 'color=Rose-Gold&metal=14K',
      itemNumber: 'fw-solitaire-er-Rose Gold-14K-0',
      price: '$1,200.00',
      colors: [
        { label: 'Rose Gold', active: true },
        { label: 'White Gold', active: false },
      ],
      metals: [
        { label: '14K', active: true },
        { label: '18K', active: false },
      ],
      size: null,
    });
    expect(model.choose('size', '6.5')).toEqual({ search: 'color=Rose-Gold&metal=14K&size=6.5' });
    model.add();
    expect([...carts.carts.values()].flat().map((item) => item.sku)).toEqual(['fw-solitaire-er-Rose Gold-14K-6.5']);
    expect(model.state.destination).toEqual({ to: '/cart' });
  });

  it("shows the size a ring of the bag has, the catalogue's \"I'm not sure\" among them, and no size it does not offer", () => {
    const { model } = setUp();
    model.attach();
    model.open('solitaire-classic', 'color=White-Gold&metal=18K&size=0');
    expect(model.state).toMatchObject({ search: 'color=White-Gold&metal=18K&size=0', size: '0', itemNumber: 'fw-solitaire-er-White Gold-18K-0' });
    expect(model.state.sizes[0]).toEqual({ value: '0', label: "I'm not sure" });
    model.open('solitaire-classic', 'color=White-Gold&metal=18K&size=6.5');
    expect(model.state.size).toBe('6.5');
    expect(model.state.sizes.map((size) => size.value)).toEqual(['5', '6.5', '8']);
  });

  it('leaves the address alone while the ring list stands in for the design', () => {
    const answers = new Subject<Ring | null>();
    const slow = Object.assign(new InMemoryRingCatalog([], []), { byUrlKey: (): Observable<Ring | null> => answers });
    const { model, cache } = setUp(slow);
    cache.put(null, { rings: [solitaire], page: 1, totalPages: 1 });
    model.attach();
    model.open('solitaire-classic', 'color=Yellow-Gold');
    expect(model.state).toMatchObject({ status: 'loading', search: 'color=Yellow-Gold' });
    answers.next(solitaire);
    expect(model.state).toMatchObject({ status: 'ready', search: 'color=Rose-Gold', itemNumber: 'fw-solitaire-er-Rose Gold-14K-0' });
  });

  it('needs a size, then adds the variant to the bag and leads to the bag', () => {
    const { model, carts } = setUp();
    carts.products.set('fw-solitaire-er-White Gold-14K-6.5', { name: 'Classic Solitaire Ring-White Gold-14K-6.5', price: 1250, parentSku: 'fw-solitaire-er', attributes: {} });
    model.attach();
    model.open('solitaire-classic', 'color=White-Gold');
    model.add();
    expect(model.state.sizeError).toBe('Required');
    model.choose('size', '6.5');
    expect(model.state.sizeError).toBeNull();
    model.add();
    expect([...carts.carts.values()].flat().map((item) => item.sku)).toEqual(['fw-solitaire-er-White Gold-14K-6.5']);
    expect(model.state.destination).toEqual({ to: '/cart' });
  });

  it("shows the store's refusal for 2.5 s of the shopper having it on screen, or until dismissed", () => {
    const { model, scheduler } = setUp();
    model.attach();
    model.open('solitaire-classic', 'size=5');
    model.add();
    expect(model.state).toMatchObject({ adding: false, destination: null, banner: expect.stringContaining("doesn't exist") as unknown });
    // Not on screen yet (the shopper scrolled away, the tab is hidden): it waits.
    scheduler.schedule(() => model.bannerOnScreen(true), 10_000);
    scheduler.schedule(() => expect(model.state.banner).not.toBeNull(), 12_499);
    scheduler.flush();
    expect(model.state.banner).toBeNull();
    expect(scheduler.now()).toBe(12_500);
    model.add();
    model.dismissBanner();
    expect(model.state.banner).toBeNull();
  });

  it('counts only the time the refusal is on screen: 1 s, off screen 5 s, then 1.5 s more', () => {
    const { model, scheduler } = setUp();
    model.attach();
    model.open('solitaire-classic', 'size=5');
    model.add();
    const start = scheduler.now();
    model.bannerOnScreen(true);
    scheduler.schedule(() => model.bannerOnScreen(false), 1_000);
    scheduler.schedule(() => model.bannerOnScreen(true), 6_000);
    scheduler.schedule(() => expect(model.state.banner).not.toBeNull(), 7_499);
    scheduler.flush();
    expect(model.state.banner).toBeNull();
    expect(scheduler.now() - start).toBe(7_500);
  });

  it("stands the ring list's entry in while the design loads, and says a design that is gone is no longer available", () => {
    const answers = new Subject<Ring | null>();
    const slow = Object.assign(new InMemoryRingCatalog([], []), { byUrlKey: (): Observable<Ring | null> => answers });
    const { model, cache } = setUp(slow);
    cache.put(null, { rings: [solitaire], page: 2, totalPages: 2 });
    model.attach();
    model.open('solitaire-classic', '', 2);
    expect(model.state).toMatchObject({ status: 'loading', loading: false, name: 'Classic Solitaire Ring', notFound: null });
    model.open('no-such-ring', '');
    expect(model.state).toMatchObject({ loading: true, ring: null });
    answers.next(null);
    expect(model.state).toMatchObject({ status: 'failed', loading: false, notFound: 'This ring is no longer available' });
  });

  it('sums up the diamond the shopper chose, or has none', () => {
    const none = setUp();
    none.model.attach();
    expect(none.model.state.chosenDiamond).toBeNull();
    const chosen = setUp();
    chosen.store.diamondId = 'D1';
    chosen.model.attach();
    expect(chosen.model.state.chosenDiamond).toMatchObject({ title: '1.01 ct Round', summary: 'G color · VS1 · Excellent cut', price: '$6,000.00' });
    const sold = setUp();
    sold.store.diamondId = 'SOLD';
    sold.model.attach();
    expect(sold.model.state.chosenDiamond).toBeNull();
  });

  describe('started from what the server loaded', () => {
    it("shows the design's own color and metal for a link naming ones it does not offer, and a valid item number", () => {
      const { model } = setUp();
      model.seed({ urlKey: 'solitaire-classic', search: '?color=Yellow-Gold&metal=24K', ring: solitaire });
      expect(model.state).toMatchObject({ status: 'ready', search: 'color=Rose-Gold&metal=14K', itemNumber: 'fw-solitaire-er-Rose Gold-14K-0', price: '$1,200.00' });
    });

    it("shows the design at once with the address's choices, and does not fetch it again when the browser opens the address", () => {
      const catalog = new InMemoryRingCatalog([solitaire], []);
      const { model } = setUp(catalog);
      model.seed({ urlKey: 'solitaire-classic', search: '?color=White-Gold&metal=18K&size=6.5', ring: solitaire });
      expect(model.state).toMatchObject({ status: 'ready', loading: false, name: 'Classic Solitaire Ring', price: '$1,650.00', itemNumber: 'fw-solitaire-er-White Gold-18K-6.5', size: '6.5' });
      expect(model.state.metals).toEqual([
        { label: '14K', active: false },
        { label: '18K', active: true },
      ]);
      // A second read of the catalogue would fail: the page must keep the design it was given.
      catalog.failWith = new Error('the catalogue was asked again');
      model.attach();
      model.open('solitaire-classic', 'color=White-Gold&metal=18K&size=6.5');
      expect(model.state).toMatchObject({ status: 'ready', name: 'Classic Solitaire Ring', price: '$1,650.00', notFound: null });
    });

    it('says a design the catalogue lacks is no longer available, without asking again', () => {
      const catalog = new InMemoryRingCatalog([], []);
      const { model } = setUp(catalog);
      model.seed({ urlKey: 'gone-ring', search: '', ring: null });
      expect(model.state).toMatchObject({ notFound: 'This ring is no longer available', loading: false, ring: null });
      catalog.byUrlKey = () => {
        throw new Error('the catalogue was asked again');
      };
      model.open('gone-ring', '');
      expect(model.state.notFound).toBe('This ring is no longer available');
    });

    it('still follows a choice made in the browser after the server rendered the page', () => {
      const { model } = setUp();
      model.seed({ urlKey: 'solitaire-classic', search: '', ring: solitaire });
      model.open('solitaire-classic', '');
      model.choose('metal', '18K');
      expect(model.state).toMatchObject({ price: '$1,600.00', itemNumber: 'fw-solitaire-er-Rose Gold-18K-0' });
    });
  });
});
