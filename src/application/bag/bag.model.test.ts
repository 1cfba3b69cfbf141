import { delay, VirtualTimeScheduler, type Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { BagItem } from '../../domain/bag/bag-item';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryBagStore, InMemoryCartRepository } from '../../../test/doubles/in-memory-cart.repository';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { aRing, InMemoryRingCatalog } from '../../../test/doubles/in-memory-ring-catalog';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { ListRings } from '../rings/list-rings.use-case';
import { RingListCache } from '../rings/ring-list-cache.service';
import { BagModel } from './bag.model';
import { BagState } from '../kernel/bag-state';
import type { BagContents, CartRef } from '../kernel/cart.repository.port';
import { CheckOutWithFreeRing } from './check-out-with-free-ring.use-case';
import { RemoveBagLine } from './remove-bag-line.use-case';

const FREE = 'fw-freering-er-Yellow Gold-18K-6.5';
const HALO = 'fw-halo-er-Rose Gold-14K-6.5';
/** A ring line as the store answers it: the variant's sku, its design as the parent, its choices as attributes. */
const ringLine = (itemId: number): BagItem => ({
  id: HALO,
  sku: HALO,
  name: 'Royal Halo-Rose Gold-14K-6.5',
  price: 1400,
  lineId: itemId,
  qty: 1,
  cartId: 'g1',
  parentSku: 'fw-halo-er',
  attributes: [
    { code: 'ring_color', value: 'Rose Gold' },
    { code: 'ring_metal', value: '14K' },
    { code: 'ring_size', value: '6.5' },
  ],
});
const line = (sku: string, itemId: number, price: number): BagItem => ({ id: sku, sku, name: `Diamond ${sku}`, price, lineId: itemId, qty: 1, cartId: 'g1' });
/** The free ring in yellow, 18K, in `size` (line 9), as the store keeps it on the line. */
const freeRing = (size: string): BagItem => ({
  id: FREE,
  sku: FREE,
  name: `Free Solitaire Ring-Yellow Gold-18K-${size}`,
  price: 0,
  lineId: 9,
  qty: 1,
  cartId: 'g1',
  parentSku: 'fw-freering-er',
  attributes: [
    { code: 'ring_color', value: 'Yellow Gold' },
    { code: 'ring_metal', value: '18K' },
    { code: 'ring_size', value: size },
  ],
});

/** The bag page of a guest whose bag 'g1' holds the given stones; D1 ($6,000) and D2 ($20,000) are still for sale. */
const setUp = (lines: BagItem[] = [line('D1', 1, 6000)]) => {
  const diamonds = [
    aDiamond({ id: 'D1', price: 6000, size: 1.01, shape: 'Round', color: 'G', clarity: 'VS1', cut: 'Excellent', certificateNumber: '2141438171' }),
    aDiamond({ id: 'D2', price: 20000 }),
  ];
  const carts = new InMemoryCartRepository(diamonds);
  carts.carts.set('g1', lines);
  carts.products.set(FREE, { name: 'Solitaire-Yellow Gold-18K-6.5', price: 0, parentSku: 'fw-freering-er', attributes: { ring_color: 'Yellow Gold', ring_metal: '18K', ring_size: '6.5' } });
  const store = new InMemoryBagStore();
  store.guestCartId = 'g1';
  store.diamondId = 'D1';
  const logger = new RecordingLogger();
  const rings = new InMemoryRingCatalog(
    [aRing()],
    [{ label: 'Solitaire', value: '40' }],
    [
      { sku: FREE, urlKey: '', name: 'Solitaire', price: 0, gallery: ['/media/rings/freering-solitaire/yellow-gold-front.svg'] },
      { sku: 'fw-freering-er', urlKey: 'freering-solitaire', name: 'Free Solitaire Ring', price: 0, gallery: [] },
      { sku: HALO, urlKey: 'halo-royal-rose-gold-14k-6-5', name: 'Royal Halo-Rose Gold-14K-6.5', price: 1400, gallery: [] },
      { sku: 'fw-halo-er', urlKey: 'halo-royal', name: 'Royal Halo Ring', price: 1200, gallery: [] },
    ],
  );
  const bag = new BagState(carts, store, new InMemoryRecommendationGateway(diamonds), rings, logger);
  const scheduler = new VirtualTimeScheduler();
  const model = new BagModel(bag, new RemoveBagLine(carts, store, bag), new CheckOutWithFreeRing(carts, store, bag), new ListRings(rings, new RingListCache({ now: () => 0 }), logger), scheduler);
  return { carts, store, rings, model, scheduler, bag, listRings: new ListRings(rings, new RingListCache({ now: () => 0 }), logger) };
};

describe('the bag page', () => {
  it('is loading until the bag is read, then shows its lines, totals, financing estimate and the free ring', () => {
    const { model } = setUp();
    expect(model.state.summary).toBeNull();
    model.attach();
    model.open(false);
    expect(model.state.summary).toMatchObject({
      lines: [
        {
          sku: 'D1',
          name: 'Diamond D1',
          title: '1.01 ct Round diamond',
          details: ['G color', 'VS1 clarity', 'Excellent cut', 'GIA report 2141438171'],
          picture: { src: '/media/diamonds/illustrations/D1.svg', alt: 'Illustration of a round diamond' },
          price: '$6,000.00',
          unavailableMessage: null,
          link: productDetailsPath('D1'),
          similarLink: null,
        },
      ],
      subtotal: '$6,000.00',
      discount: null,
      total: '$6,000.00',
      monthlyEstimate: '$500.00',
      checkoutBlocked: false,
      offersFreeRing: true,
    });
  });

  it("links a ring line to its design's ring builder with the line's choices, a diamond line to its page", () => {
    const { model } = setUp([line('D1', 1, 6000), ringLine(2)]);
    model.attach();
    expect(model.state.summary?.lines.map((entry) => [entry.kind, entry.link])).toEqual([
      ['diamond', productDetailsPath('D1')],
      ['ring', '/ring-builder/halo-royal?color=Rose-Gold&metal=14K&size=6.5'],
    ]);
  });

  it('shows the bag the server read at once, before it comes alive, and does not ask the store again', async () => {
    const server = setUp();
    const read = await new Promise<Parameters<BagModel['seed']>[0]>((resolve) => server.bag.refresh().subscribe(resolve));
    const browser = setUp();
    const asked = vi.spyOn(browser.carts, 'items');
    browser.model.seed(read);
    expect(browser.model.state.summary?.lines.map((entry) => entry.sku)).toEqual(['D1']);
    expect(browser.model.state.summary?.total).toBe('$6,000.00');
    browser.model.attach();
    browser.model.open(false);
    expect(asked).not.toHaveBeenCalled();
    expect(browser.model.state.reading).toBe(false);
  });

  it('shows the bag read before while it reads the bag again', () => {
    const { carts, scheduler, model, bag, listRings } = setUp();
    const read = carts.items.bind(carts);
    carts.items = (cart: CartRef): Observable<BagContents> => read(cart).pipe(delay(100, scheduler));
    model.attach();
    expect(model.state).toMatchObject({ summary: null, reading: true });
    scheduler.flush();
    expect(model.state).toMatchObject({ reading: false, summary: { total: '$6,000.00' } });
    const again = new BagModel(bag, new RemoveBagLine(carts, new InMemoryBagStore(), bag), new CheckOutWithFreeRing(carts, new InMemoryBagStore(), bag), listRings, scheduler);
    again.attach();
    expect(again.state).toMatchObject({ reading: true, summary: { total: '$6,000.00' } });
    scheduler.flush();
    expect(again.state.reading).toBe(false);
  });

  it('fetches the first page of rings ahead while it offers the free ring, once', () => {
    const { model, rings } = setUp();
    model.attach();
    model.open(false);
    expect(rings.calls).toBe(1);
    model.toggleRingColor('white');
    expect(rings.calls).toBe(1);
  });

  it('has no financing estimate above the limit', () => {
    const { model } = setUp([line('D2', 1, 20000)]);
    model.attach();
    expect(model.state.summary?.monthlyEstimate).toBeNull();
  });

  it('congratulates on a diamond just added, and collapses to the notice after 5 s', () => {
    const { model, scheduler } = setUp();
    model.attach();
    model.open(true);
    expect(model.state.congratulating).toBe(true);
    scheduler.schedule(() => expect(model.state.congratulating).toBe(true), 4_999);
    scheduler.flush();
    expect(model.state.congratulating).toBe(false);
    expect(scheduler.now()).toBe(5_000);
  });

  it('keeps a bag holding a stone the shop can no longer sell from checkout, offers no free ring and no congratulations', () => {
    const { model } = setUp([line('GONE', 1, 100)]);
    model.attach();
    model.open(true);
    expect(model.state.congratulating).toBe(false);
    expect(model.state.summary).toMatchObject({ checkoutBlocked: true, offersFreeRing: false, lines: [{ unavailableMessage: 'This diamond is no longer available', similarLink: productDetailsPath('GONE') }] });
  });

  it('leaves the ring out when its color is chosen again, needs a size with a color, and checks out with the ring', () => {
    const { model, carts } = setUp();
    model.attach();
    model.toggleRingColor('yellow');
    model.toggleRingColor('yellow');
    expect(model.state.freeRing.colors.map((color) => color.active)).toEqual([false, false, false]);
    model.toggleRingColor('yellow');
    model.chooseRingMetal('18K');
    model.checkout();
    expect(model.state.freeRing.sizeError).toBe('Required');
    expect(model.state.destination).toBeNull();
    model.chooseRingSize('6.5');
    expect(model.state.freeRing.sizeError).toBeNull();
    model.checkout();
    expect(carts.carts.get('g1')?.map((item) => item.sku)).toEqual(['D1', FREE]);
    expect(model.state.destination).toEqual({ to: '/register' });
  });

  it('goes on to /register without a ring, adding nothing', () => {
    const { model, carts } = setUp();
    model.attach();
    model.checkout();
    expect(carts.carts.get('g1')?.map((item) => item.sku)).toEqual(['D1']);
    expect(model.state.destination).toEqual({ to: '/register' });
  });

  it("stays on the bag with the store's refusal when the ring is not added, showing the bag as the store now holds it", () => {
    const { model, carts } = setUp();
    model.attach();
    model.toggleRingColor('white');
    model.chooseRingSize('5');
    carts.carts.get('g1')?.push({ id: FREE, sku: FREE, name: 'Free ring', price: 0, lineId: 9, qty: 1, cartId: 'g1', parentSku: 'fw-freering-er' });
    model.checkout();
    expect(model.state).toMatchObject({ busy: false, destination: null, checkoutError: expect.stringContaining("doesn't exist") as unknown });
    expect(model.state.summary?.lines.map((line) => line.sku)).toEqual(['D1', FREE]);
    expect(model.state.summary?.offersFreeRing).toBe(false);
  });

  it('removing the last diamond empties the bag and forgets the diamond', () => {
    const { model, store } = setUp();
    model.attach();
    model.remove(1);
    expect(model.state.pendingRemoval).toBeNull();
    expect(model.state.summary?.lines).toEqual([]);
    expect(model.state.busy).toBe(false);
    expect(store.diamondId).toBeNull();
  });

  it('shows a ring as a jeweller writes it, in its picture, and opens it in the builder on the choices in the bag', () => {
    const { model } = setUp([line('D1', 1, 6000), freeRing('0')]);
    model.attach();
    expect(model.state.summary?.lines[1]).toMatchObject({
      kind: 'ring',
      title: 'Free Solitaire Ring · Yellow Gold · 18K · size to be confirmed',
      details: [],
      picture: { src: '/media/rings/freering-solitaire/yellow-gold-front.svg', alt: 'Free Solitaire Ring in Yellow Gold' },
      link: '/ring-builder/freering-solitaire?color=Yellow-Gold&metal=18K&size=0',
    });
  });

  it('asks before removing the last diamond, naming the ring it takes; keeping leaves the bag alone, confirming empties it', () => {
    const { model, carts, store } = setUp([line('D1', 1, 6000), freeRing('6.5')]);
    model.attach();
    model.remove(1);
    expect(model.state.pendingRemoval).toEqual({
      itemId: 1,
      question: 'Removing the diamond also removes the Free Solitaire Ring · Yellow Gold · 18K · size 6.5 from your bag.',
      confirmLabel: 'Remove both',
    });
    expect(carts.carts.get('g1')).toHaveLength(2);
    model.keepLines();
    expect(model.state.pendingRemoval).toBeNull();
    expect(carts.carts.get('g1')).toHaveLength(2);
    expect(store.diamondId).toBe('D1');

    model.remove(1);
    model.confirmRemoval();
    expect(model.state.pendingRemoval).toBeNull();
    expect(carts.carts.get('g1')).toEqual([]);
    expect(model.state.summary?.lines).toEqual([]);
    expect(store.diamondId).toBeNull();
  });

  it('removes a ring, or a diamond that leaves another, without asking', () => {
    const { model, carts } = setUp([line('D1', 1, 6000), line('D2', 2, 20000), freeRing('6.5')]);
    model.attach();
    model.remove(1);
    expect(model.state.pendingRemoval).toBeNull();
    expect(carts.carts.get('g1')?.map((item) => item.sku)).toEqual(['D2', FREE]);
    model.remove(9);
    expect(model.state.pendingRemoval).toBeNull();
    expect(carts.carts.get('g1')?.map((item) => item.sku)).toEqual(['D2']);
  });

  it('asks the same of the bag the server read', async () => {
    const server = setUp([line('D1', 1, 6000), freeRing('6.5')]);
    const read = await new Promise<Parameters<BagModel['seed']>[0]>((resolve) => server.bag.refresh().subscribe(resolve));
    const browser = setUp([line('D1', 1, 6000), freeRing('6.5')]);
    browser.model.seed(read);
    browser.model.attach();
    browser.model.remove(1);
    expect(browser.model.state.pendingRemoval?.question).toBe('Removing the diamond also removes the Free Solitaire Ring · Yellow Gold · 18K · size 6.5 from your bag.');
  });
});
