import { describe, expect, it } from 'vitest';
import type { RingListSeed } from '../../application/rings/ring-list.model';
import { RingCatalog } from '../../application/kernel/ring-catalog.port';
import { serveWith } from '../../composition/container';
import { aRing, InMemoryRingCatalog } from '../../../test/doubles/in-memory-ring-catalog';
import { loaderArgs, metaArgs, type LoaderAnswer } from '../loader-test-support';
import { loader, meta } from './ring-list';

const OPTIONS = [
  { label: 'Solitaire', value: '40' },
  { label: 'Halo', value: '41' },
  { label: 'Vintage', value: '44' },
];
const RINGS = [aRing({ name: 'B Solitaire', sku: 'fw-b-er', urlKey: 'b-solitaire' }), aRing({ name: 'A Solitaire', sku: 'fw-a-er', urlKey: 'a-solitaire' }), aRing({ name: 'C Halo', ringOptions: 'Halo', urlKey: 'halo-royal', sku: 'fw-halo-er', thumbnailUrl: '/media/rings/halo.svg' })];

const load = async (path: string, catalog = new InMemoryRingCatalog(RINGS, OPTIONS)) => (await loader(loaderArgs(`http://shop.test${path}`, {}, serveWith(RingCatalog, catalog)))) as unknown as LoaderAnswer<RingListSeed>;
const metaFor = (seed: RingListSeed | null) => meta(metaArgs(seed, '/ring-detail') as Parameters<typeof meta>[0]) as Record<string, unknown>[];

describe('the ring list on the server', () => {
  it('loads the page of rings of the address, by name, with every style of the catalogue', async () => {
    const answer = await load('/ring-detail');
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toMatchObject({ option: null, page: 1, error: null, styles: OPTIONS });
    expect(answer.data.listing?.page.rings.map((ring) => ring.name)).toEqual(['A Solitaire', 'B Solitaire']);
  });

  it("loads a style's page the address names", async () => {
    const answer = await load('/ring-detail?option=halo&page=1');
    expect(answer.data.listing?.page.rings.map((ring) => ring.name)).toEqual(['C Halo']);
    expect(answer.data.option).toBe('halo');
  });

  it('says a style has no rings in stock, keeping the styles to choose from', async () => {
    const answer = await load('/ring-detail?option=vintage');
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toMatchObject({ listing: null, error: 'There are no Vintage rings in stock right now.', styles: OPTIONS });
  });

  it('answers 404 for a page past the last, naming the last page for the way back', async () => {
    const answer = await load('/ring-detail?page=9');
    expect(answer.init?.status).toBe(404);
    expect(answer.data).toMatchObject({ page: 9, listing: null, error: 'There is no page 9 of rings: the list ends at page 2.', lastPage: 2, styles: OPTIONS });
    expect((await load('/ring-detail?option=halo&page=3')).data).toMatchObject({ option: 'halo', lastPage: 1 });
  });

  it('answers 503 when the catalogue cannot be read', async () => {
    const catalog = new InMemoryRingCatalog(RINGS, OPTIONS);
    catalog.failWith = new Error('The store is down');
    const answer = await load('/ring-detail', catalog);
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toMatchObject({ listing: null, error: 'There was an error loading the results', styles: [] });
  });

  it("gives the page's description, canonical address with its style, and the shop's card: the page shows many rings", async () => {
    const tags = metaFor((await load('/ring-detail?option=halo')).data);
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://loupe.example/ring-detail?option=halo' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'Halo engagement rings | Loupe' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://loupe.example/social/loupe.png' });
    expect(tags.find((tag) => tag.name === 'description')?.content).toMatch(/^Halo engagement rings/);
    expect(tags.some((tag) => 'title' in tag)).toBe(false);
  });

  it('asks search engines not to list a style without rings', async () => {
    expect(metaFor((await load('/ring-detail?option=vintage')).data)).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(metaFor((await load('/ring-detail')).data)).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
