import { describe, expect, it } from 'vitest';
import type { RingBuilderSeed } from '../../application/rings/ring-builder.model';
import { RingCatalog } from '../../application/kernel/ring-catalog.port';
import { serveWith } from '../../composition/container';
import { aSolitaireInColoursAndMetals, InMemoryRingCatalog } from '../../../test/doubles/in-memory-ring-catalog';
import { loaderArgs, metaArgs, tagOf, type LoaderAnswer } from '../loader-test-support';
import { loader, meta } from './ring-builder';

/** A solitaire whose 18K costs $400 more, with pictures of each color. */
const solitaire = aSolitaireInColoursAndMetals({
  sizes: [{ valueIndex: 6, label: '6.5' }, { valueIndex: 0, label: '0' }],
  priceOf: (_color, metal) => (metal === '18K' ? 1600 : 1200),
  galleryOf: (colorIndex) => [`/media/rings/solitaire-${colorIndex}.svg`],
});

const load = async (path: string, ringUrlKey: string) =>
  (await loader(loaderArgs(`http://shop.test${path}`, { ringUrlKey }, serveWith(RingCatalog, new InMemoryRingCatalog([solitaire], []))))) as unknown as LoaderAnswer<RingBuilderSeed>;

const metaFor = (seed: RingBuilderSeed | null, pathname = '/ring-builder/solitaire-classic') => meta(metaArgs(seed, pathname) as Parameters<typeof meta>[0]) as Record<string, unknown>[];

describe('the ring builder on the server', () => {
  it("loads the design of the address with the choices of its query", async () => {
    const answer = await load('/ring-builder/solitaire-classic?color=White-Gold&metal=18K&size=6.5', 'solitaire-classic');
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toMatchObject({ urlKey: 'solitaire-classic', search: '?color=White-Gold&metal=18K&size=6.5' });
    expect(answer.data.ring?.name).toBe('Classic Solitaire Ring');
  });

  it('sends a link naming a color, metal or size the design does not offer on to the address of the ring it shows', async () => {
    const sent = await load('/ring-builder/solitaire-classic?color=Yellow-Gold&metal=24K&size=99', 'solitaire-classic').then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(sent).toBeInstanceOf(Response);
    expect((sent as Response).status).toBe(302);
    expect((sent as Response).headers.get('Location')).toBe('/ring-builder/solitaire-classic?color=Rose-Gold&metal=14K');
    // What the design offers is served as it is.
    const served = await load('/ring-builder/solitaire-classic?color=Rose-Gold&metal=14K', 'solitaire-classic');
    expect(served.data).toMatchObject({ urlKey: 'solitaire-classic', search: '?color=Rose-Gold&metal=14K' });
  });

  it('answers 404 for a design the catalogue does not have', async () => {
    const answer = await load('/ring-builder/no-such-ring', 'no-such-ring');
    expect(answer.init?.status).toBe(404);
    expect(answer.data).toEqual({ urlKey: 'no-such-ring', search: '', ring: null });
  });

  it('describes the configured ring as a schema.org Product: the variant of the choices, its price in USD, in stock and new', async () => {
    const answer = (await loader(
      loaderArgs('https://loupe.example/ring-builder/solitaire-classic?color=White-Gold&metal=18K&size=6.5', { ringUrlKey: 'solitaire-classic' }, serveWith(RingCatalog, new InMemoryRingCatalog([solitaire], []))),
    )) as unknown as LoaderAnswer<RingBuilderSeed>;
    const tags = metaFor(answer.data);
    expect(tagOf(tags, 'script:ld+json')?.['script:ld+json']).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Classic Solitaire Ring',
      description: 'A timeless solitaire setting.',
      sku: 'fw-solitaire-er-White Gold-18K-6.5',
      url: 'https://loupe.example/ring-builder/solitaire-classic?color=White-Gold&metal=18K&size=6.5',
      image: 'https://loupe.example/media/social/rings/solitaire-classic.png',
      brand: { '@type': 'Brand', name: 'Loupe' },
      offers: {
        '@type': 'Offer',
        url: 'https://loupe.example/ring-builder/solitaire-classic?color=White-Gold&metal=18K&size=6.5',
        price: '1600.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        hasMerchantReturnPolicy: expect.objectContaining({ '@type': 'MerchantReturnPolicy', merchantReturnDays: 14 }),
      },
    });
  });

  it("gives search engines and link previews the design's description, keywords, canonical address, its card and price", () => {
    const tags = metaFor({ urlKey: 'solitaire-classic', search: '?metal=18K', ring: solitaire });
    expect(tags).toContainEqual({ name: 'description', content: 'A timeless solitaire setting.' });
    expect(tags).toContainEqual({ name: 'keywords', content: 'solitaire, engagement ring' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://loupe.example/ring-builder/solitaire-classic' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'Classic Solitaire Ring | Loupe' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
    // The design's own card, a PNG of 1200 × 630, whatever the choices: the page's canonical address is the design's.
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://loupe.example/media/social/rings/solitaire-classic.png' });
    expect(tags).toContainEqual({ property: 'og:image:type', content: 'image/png' });
    expect(tags).toContainEqual({ property: 'og:image:alt', content: 'Illustration of the Classic Solitaire Ring in each metal color it is made in' });
    expect(tags).toContainEqual({ property: 'product:price:amount', content: '1600.00' });
    expect(tags).toContainEqual({ property: 'product:price:currency', content: 'USD' });
    expect(tags).toContainEqual({ property: 'product:availability', content: 'in stock' });
    expect(tags).toContainEqual({ property: 'product:condition', content: 'new' });
    // The window's title is the page's own <title>: meta does not repeat it.
    expect(tags.some((tag) => 'title' in tag)).toBe(false);
  });

  it('asks search engines not to list a design that is gone', () => {
    const tags = metaFor({ urlKey: 'no-such-ring', search: '', ring: null }, '/ring-builder/no-such-ring');
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'This ring is no longer available | Loupe' });
    expect(tagOf(tags, 'script:ld+json')).toBeUndefined();
  });
});
