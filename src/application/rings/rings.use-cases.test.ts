import { firstValueFrom, lastValueFrom, Subject, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryBagStore, InMemoryCartRepository } from '../../../test/doubles/in-memory-cart.repository';
import { aRing, InMemoryRingCatalog } from '../../../test/doubles/in-memory-ring-catalog';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { AddRingToBag } from './add-ring-to-bag.use-case';
import { ListRings, type RingListing } from './list-rings.use-case';
import type { RingOption } from '../kernel/ring-catalog.port';
import { LoadRing } from './load-ring.use-case';
import { RingListCache } from './ring-list-cache.service';

const OPTIONS = [
  { label: 'Solitaire', value: '40' },
  { label: 'Halo', value: '41' },
  { label: 'Vintage', value: '44' },
];
const RINGS = [aRing({ name: 'B Solitaire' }), aRing({ name: 'A Solitaire' }), aRing({ name: 'C Halo', ringOptions: 'Halo', urlKey: 'halo-royal', sku: 'fw-halo-er' })];

const setUp = (now = { t: 0 }) => {
  const catalog = new InMemoryRingCatalog(RINGS, OPTIONS);
  const cache = new RingListCache({ now: () => now.t });
  return { catalog, now, list: new ListRings(catalog, cache, new RecordingLogger()) };
};

describe('ListRings', () => {
  it('pages all rings by name', async () => {
    const listing = await firstValueFrom(setUp().list.execute(null, 1));
    expect(listing.page.rings.map((r) => r.name)).toEqual(['A Solitaire', 'B Solitaire']);
    expect(listing).toMatchObject({ option: null, placeholder: false, page: { page: 1, totalPages: 2 } });
  });

  it('asks for the page of all rings without waiting for the options', () => {
    const { catalog, list } = setUp();
    const options = new Subject<readonly RingOption[]>();
    catalog.ringOptions = () => options;
    const shown: RingListing[] = [];
    list.execute(null, 1).subscribe((listing) => shown.push(listing));
    expect(catalog.calls).toBe(1);
    expect(shown).toEqual([]);
    options.next(OPTIONS);
    expect(shown.map((listing) => listing.page.rings.length)).toEqual([2]);
  });

  it('filters by the lowercase option label in the address', async () => {
    const listing = await firstValueFrom(setUp().list.execute('halo', 1));
    expect(listing.option).toEqual({ label: 'Halo', value: '41' });
    expect(listing.page.rings.map((r) => r.name)).toEqual(['C Halo']);
  });

  it.each([
    ['vintage', 'There are no Vintage rings in stock right now.'],
    ['princess', 'There are no princess rings in stock right now.'],
  ])('says there are no %s rings', async (option, message) => {
    await expect(firstValueFrom(setUp().list.execute(option, 1))).rejects.toMatchObject({ code: 'RING.NONE_IN_STOCK', message });
  });

  it('says where the list ends for a page past its last one, and logs nothing: the catalogue answered', async () => {
    const catalog = new InMemoryRingCatalog(RINGS, OPTIONS);
    const logger = new RecordingLogger();
    const list = new ListRings(catalog, new RingListCache({ now: () => 0 }), logger);
    const error = await firstValueFrom(list.execute(null, 7)).catch((failure: unknown) => failure);
    expect(error).toEqual({ code: 'RING.PAGE_NOT_FOUND', message: 'There is no page 7 of rings: the list ends at page 2.', lastPage: 2 });
    expect(logger.entries).toEqual([]);
  });

  it('gives every style for the dropdown, whatever a style holds, and none when the store cannot say', async () => {
    const { catalog, list } = setUp();
    await expect(firstValueFrom(list.execute('vintage', 1))).rejects.toMatchObject({ code: 'RING.NONE_IN_STOCK' });
    expect(await firstValueFrom(list.styles())).toEqual(OPTIONS);
    catalog.failWith = new Error('offline');
    expect(await firstValueFrom(list.styles())).toEqual([]);
  });

  it('answers a fresh cached page without asking again, and shows a stale one while refreshing', async () => {
    const { catalog, now, list } = setUp();
    await firstValueFrom(list.execute(null, 1));
    expect(catalog.calls).toBe(1);
    await firstValueFrom(list.execute(null, 1));
    expect(catalog.calls).toBe(1);
    now.t = 86_400_000;
    const listings = await lastValueFrom(list.execute(null, 1).pipe(toArray()));
    expect(listings.map((l) => l.placeholder)).toEqual([true, false]);
    expect(catalog.calls).toBe(2);
  });
});

describe('LoadRing', () => {
  it('gives the design or says it is no longer available', async () => {
    const load = new LoadRing(new InMemoryRingCatalog(RINGS, OPTIONS), new RecordingLogger());
    expect((await firstValueFrom(load.execute('halo-royal'))).name).toBe('C Halo');
    await expect(firstValueFrom(load.execute('gone'))).rejects.toEqual({ code: 'RING.NOT_FOUND', message: 'This ring is no longer available' });
  });
});

describe('AddRingToBag', () => {
  it('adds one of the variant to the bag with its ring attributes', async () => {
    const carts = new InMemoryCartRepository();
    carts.products.set('fw-solitaire-er-Rose Gold-14K-6.5', { name: 'Classic Solitaire Ring-Rose Gold-14K-6.5', price: 1200, parentSku: 'fw-solitaire-er', attributes: { ring_color: 'Rose Gold', ring_metal: '14K', ring_size: '6.5' } });
    const item = await firstValueFrom(new AddRingToBag(carts, new InMemoryBagStore(), new RecordingLogger()).execute('fw-solitaire-er-Rose Gold-14K-6.5'));
    expect(item).toMatchObject({ qty: 1, price: 1200, parentSku: 'fw-solitaire-er' });
  });

  it("refuses with the store's own message", async () => {
    const add = new AddRingToBag(new InMemoryCartRepository(), new InMemoryBagStore(), new RecordingLogger());
    await expect(firstValueFrom(add.execute('fw-nope-er-Gold-14K-0'))).rejects.toEqual({ code: 'CART.RING_NOT_ADDED', message: "The product that was requested doesn't exist. Verify the product and try again." });
  });
});
