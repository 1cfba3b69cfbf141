import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { RecommendationGateway } from '../../application/kernel/recommendation.gateway.port';
import { serveWith } from '../../composition/container';
import type { Alternatives } from '../../domain/diamond/alternatives';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { loaderArgs, type LoaderAnswer } from '../loader-test-support';
import { containerForRequest } from '../request-container.server';
import { requestContainer } from '../request-context';
import { loader, meta } from './product-details';

type MetaArgs = Parameters<typeof meta>[0];
const ROOT_META = [{ name: 'description', content: 'Loupe: natural GIA-certified diamonds.' }];
const metaFor = (data: unknown): Record<string, unknown>[] =>
  meta({
    data,
    matches: [{ id: 'root', meta: ROOT_META, data: { origin: 'https://loupe.example' } }],
    params: {},
    location: { pathname: '/product-details/VDAwMDAwMQ' },
    error: undefined,
  } as unknown as MetaArgs) as Record<string, unknown>[];

const loaderFor = async (encodedId: string) => {
  const context = new RouterContextProvider();
  context.set(requestContainer, containerForRequest(undefined, { MOCK_URL: 'http://127.0.0.1:9' }));
  return (await loader({ params: { encodedId }, context, request: new Request(`http://shop.test/product-details/${encodedId}`) } as unknown as LoaderFunctionArgs)) as unknown as {
    init: ResponseInit | null;
    data: unknown;
  };
};

describe('the product page on the server', () => {
  const diamond = aDiamond({ id: 'T000001', size: 1.01, shape: 'Oval', color: 'F', clarity: 'VS2', cut: 'Ideal', price: 7250, hasImage: true, imageUrl: '/media/diamonds/oval.svg' });

  it('tells search engines and link previews the stone: description, canonical address, Open Graph and Twitter tags', () => {
    const tags = metaFor({ id: diamond.id, diamond, notFound: false });
    expect(tags).toContainEqual({ property: 'og:title', content: '1.01 ct Oval diamond | Loupe' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
    // The link preview's picture is the stone's own card, a PNG of 1200 × 630 (networks show no SVG), described.
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://loupe.example/media/social/diamonds/T000001.png' });
    expect(tags).toContainEqual({ property: 'og:image:type', content: 'image/png' });
    expect(tags).toContainEqual({ property: 'og:image:width', content: '1200' });
    expect(tags).toContainEqual({ property: 'og:image:height', content: '630' });
    expect(tags).toContainEqual({ property: 'og:image:alt', content: 'Illustration of a 1.01 ct oval diamond, color F, drawn to its measurements beside a 1 ct round for scale' });
    expect(tags).toContainEqual({ name: 'twitter:image', content: 'https://loupe.example/media/social/diamonds/T000001.png' });
    expect(tags.some((tag) => /\.svg$/.test(String(tag.content)))).toBe(false);
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://loupe.example/product-details/VDAwMDAwMQ' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://loupe.example/product-details/VDAwMDAwMQ' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({ name: 'description', content: '1.01 ct Oval diamond, F color, VS2 clarity, Ideal cut: $7,250.00. Free shipping and free 14-day returns.' });
    // The window's title is the page's own <title>: meta does not repeat it.
    expect(tags.some((tag) => 'title' in tag)).toBe(false);
  });

  it('describes the stone as a schema.org Product offered new, in stock, in US dollars, built by the loader on the server', async () => {
    const answer = (await loader(
      loaderArgs('https://loupe.example/product-details/VDAwMDAwMQ', { encodedId: 'VDAwMDAwMQ' }, serveWith(RecommendationGateway, new InMemoryRecommendationGateway([diamond]))),
    )) as unknown as LoaderAnswer<unknown>;
    const jsonLd = metaFor(answer.data).find((tag) => 'script:ld+json' in tag) as { 'script:ld+json': Record<string, unknown> };
    expect(jsonLd['script:ld+json']).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '1.01 ct Oval diamond',
      description: '1.01 ct Oval diamond, F color, VS2 clarity, Ideal cut: $7,250.00. Free shipping and free 14-day returns.',
      sku: 'T000001',
      url: 'https://loupe.example/product-details/VDAwMDAwMQ',
      image: 'https://loupe.example/media/social/diamonds/T000001.png',
      brand: { '@type': 'Brand', name: 'Loupe' },
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Shape', value: 'Oval' },
        { '@type': 'PropertyValue', name: 'Carat weight', value: 1.01 },
        { '@type': 'PropertyValue', name: 'Color', value: 'F' },
        { '@type': 'PropertyValue', name: 'Clarity', value: 'VS2' },
        { '@type': 'PropertyValue', name: 'Cut', value: 'Ideal' },
      ],
      hasCertification: {
        '@type': 'Certification',
        name: 'GIA Diamond Grading Report',
        issuedBy: { '@type': 'Organization', name: 'Gemological Institute of America (GIA)' },
        certificationIdentification: diamond.certificateNumber,
      },
      offers: {
        '@type': 'Offer',
        url: 'https://loupe.example/product-details/VDAwMDAwMQ',
        price: '7250.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        hasMerchantReturnPolicy: {
          '@type': 'MerchantReturnPolicy',
          applicableCountry: 'US',
          returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
          merchantReturnDays: 14,
          returnMethod: 'https://schema.org/ReturnByMail',
          returnFees: 'https://schema.org/FreeReturn',
        },
      },
    });
  });

  it('keeps the shop\'s own description and card where the browser alone knows the stone', () => {
    const tags = metaFor({ id: null, diamond: null, notFound: false });
    expect(tags.slice(0, ROOT_META.length)).toEqual(ROOT_META);
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://loupe.example/social/loupe.png' });
    expect(tags).toContainEqual({ property: 'og:image:width', content: '1200' });
  });

  it('asks search engines not to list an address naming no stone', () => {
    expect(metaFor({ id: null, diamond: null, notFound: true })).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('answers 404 to an address whose id cannot be read, even when the service cannot say what to offer instead', async () => {
    const answer = await loaderFor('***');
    expect(answer.init?.status).toBe(404);
    expect(answer.data).toEqual({ id: null, diamond: null, notFound: true, alternatives: null });
  });

  describe('for a stone the shop cannot sell', () => {
    const round = (id: string, size: number, price: number) => aDiamond({ id, size, price });
    const inStock = [round('R1', 0.7, 2_400), round('R2', 0.9, 3_900), round('R3', 0.5, 1_500), round('R4', 1.2, 4_800), aDiamond({ id: 'O1', shape: 'Oval', size: 1, price: 7_000 })];
    const load = async (encodedId: string, gateway: InMemoryRecommendationGateway) =>
      (await loader(loaderArgs(`http://shop.test/product-details/${encodedId}`, { encodedId }, serveWith(RecommendationGateway, gateway)))) as unknown as LoaderAnswer<{ notFound: boolean; alternatives: Alternatives | null }>;

    it('answers 410 for a stone that sold, with the stones on sale nearest it in the first HTML', async () => {
      const gateway = new InMemoryRecommendationGateway(inStock);
      gateway.sold.set('T000001', diamond);
      const answer = await load('VDAwMDAwMQ', gateway);
      expect(answer.init?.status).toBe(410);
      expect(answer.data).toMatchObject({ id: 'T000001', diamond: null, notFound: true, alternatives: { kind: 'similar', message: 'This diamond is no longer available' } });
      expect(answer.data.alternatives?.stones.map((stone) => stone.diamond.id)).toEqual(['O1']);
    });

    it('answers 404 for an id the shop never had, with the top picks of the default search', async () => {
      const answer = await load('VDAwMDAwMQ', new InMemoryRecommendationGateway(inStock));
      expect(answer.init?.status).toBe(404);
      expect(answer.data).toMatchObject({ id: 'T000001', notFound: true, alternatives: { kind: 'top-picks', message: 'Diamond was not found' } });
      expect(answer.data.alternatives?.stones).toHaveLength(3);
    });

    it('answers 404 with the top picks for an address whose id cannot be read', async () => {
      const answer = await load('***', new InMemoryRecommendationGateway(inStock));
      expect(answer.init?.status).toBe(404);
      expect(answer.data).toMatchObject({ id: null, notFound: true, alternatives: { kind: 'top-picks' } });
    });

    it('answers 503, never 404 or 410, when the service cannot say whether the stone sold', async () => {
      const gateway = new InMemoryRecommendationGateway(inStock);
      gateway.similarDiamonds = () => throwError(() => new Error('The recommendation service is unreachable.'));
      const answer = await load('VDAwMDAwMQ', gateway);
      expect(answer.init?.status).toBe(503);
      expect(answer.data).toMatchObject({ id: 'T000001', notFound: true, alternatives: null });
    });
  });

  it('answers 503 when the service cannot be reached, never the 404 a crawler would drop the stone for', async () => {
    const answer = await loaderFor('VDAwMDAwMQ');
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toEqual({ id: 'T000001', diamond: null, notFound: false, unavailable: true });
  });

  describe('with its deal insight', () => {
    const position = {
      diamondId: 'T000001',
      modelPrice: 8_000,
      percentile: 85,
      similar: { count: 40, shape: 'Oval' as const, caratFrom: 1, caratTo: 1.11, color: 'F', clarity: 'VS2' },
      histogram: [{ from: 6_000, to: 9_000, count: 40 }],
      reasons: [{ code: 'popular_weight_reached', text: '1.01 ct: just over 1 carat.', amount: 900 }],
    };
    const load = async (gateway: InMemoryRecommendationGateway) =>
      (await loader(loaderArgs('http://shop.test/product-details/VDAwMDAwMQ', { encodedId: 'VDAwMDAwMQ' }, serveWith(RecommendationGateway, gateway)))) as unknown as LoaderAnswer<unknown>;

    it('loads the price position beside the stone, so that the first HTML holds the deal insight', async () => {
      const gateway = new InMemoryRecommendationGateway([diamond]);
      gateway.pricePositions.set('T000001', position);
      const answer = await load(gateway);
      expect(answer.init?.status ?? 200).toBe(200);
      expect(answer.data).toEqual({ id: 'T000001', diamond, notFound: false, pricePosition: position, jsonLd: expect.objectContaining({ '@type': 'Product', sku: 'T000001' }) });
    });

    it('still renders the stone, without a deal insight, when the service has no price_position/ call', async () => {
      const gateway = new InMemoryRecommendationGateway([diamond]);
      gateway.lacksPricePosition = true;
      const answer = await load(gateway);
      expect(answer.init?.status ?? 200).toBe(200);
      expect(answer.data).toEqual({ id: 'T000001', diamond, notFound: false, pricePosition: null, jsonLd: expect.objectContaining({ '@type': 'Product', sku: 'T000001' }) });
    });
  });
});
