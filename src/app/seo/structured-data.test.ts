import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import type { LoaderFunctionArgs, MetaDescriptor, MetaFunction } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { RecommendationGateway } from '../../application/kernel/recommendation.gateway.port';
import { RingCatalog } from '../../application/kernel/ring-catalog.port';
import { serveWith } from '../../composition/container';
import { encodeDiamondId } from '../../domain/diamond/diamond-id-codec';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { aSolitaireInColoursAndMetals, InMemoryRingCatalog } from '../../../test/doubles/in-memory-ring-catalog';
import { loaderArgs, metaArgs } from '../loader-test-support';
import * as about from '../routes/about';
import * as compare from '../routes/compare';
import * as howItWorks from '../routes/how-it-works';
import * as landing from '../routes/landing';
import * as priceStep from '../routes/price-step';
import * as privacy from '../routes/privacy';
import * as productDetails from '../routes/product-details';
import * as recommendations from '../routes/recommendations';
import * as ringBuilder from '../routes/ring-builder';
import * as ringList from '../routes/ring-list';
import * as shapeStep from '../routes/shape-step';
import * as shopBy from '../routes/shop-by';
import * as sizeStep from '../routes/size-step';
import * as terms from '../routes/terms';
import * as findTheDiamond from '../routes/find-the-diamond';
import * as contact from '../routes/contact';

const round = aDiamond({ id: '100000004', shape: 'Round', size: 0.73, color: 'F', clarity: 'VS1', cut: 'Excellent', price: 2140 });
const cheaper = aDiamond({ id: '100000008', shape: 'Round', size: 0.73, color: 'H', clarity: 'SI1', cut: 'Very Good', price: 1890 });
const solitaire = aSolitaireInColoursAndMetals({ sizes: [{ valueIndex: 6, label: '6.5' }], priceOf: () => 1200, galleryOf: (k) => [`/media/rings/solitaire-${k}.svg`] });
const ORIGIN = 'https://loupe.example';

type Page = readonly [name: string, meta: MetaFunction, data: unknown, pathname: string, search?: string];

/** What a page's loader gives its meta, run as the server runs it at the shop's published address, with the stones
 * and the ring above in the services. */
async function loaded(loader: (args: LoaderFunctionArgs) => unknown, path: string, params: Record<string, string> = {}): Promise<unknown> {
  const answer = (await loader(
    loaderArgs(`${ORIGIN}${path}`, params, serveWith(RecommendationGateway, new InMemoryRecommendationGateway([round, cheaper])), serveWith(RingCatalog, new InMemoryRingCatalog([solitaire], []))),
  )) as { data?: unknown };
  return answer && typeof answer === 'object' && 'data' in answer ? answer.data : answer;
}

/** Every page a crawler may list, with the data its loader gives it. */
let PUBLIC_PAGES: readonly Page[] = [];
const SEARCH = '?price_total_from=1000&price_total_to=5000&shapes=Round';
const COMPARED = `?ids=${encodeDiamondId(round.id)},${encodeDiamondId(cheaper.id)}`;

beforeAll(async () => {
  PUBLIC_PAGES = [
    ['the landing page', landing.meta as MetaFunction, await loaded(landing.loader, '/'), '/'],
    ['shop by', shopBy.meta as MetaFunction, undefined, '/shop-by'],
    ['shop by price', priceStep.meta as MetaFunction, undefined, '/shop-by-price/step1'],
    ['shop by size', sizeStep.meta as MetaFunction, undefined, '/shop-by-size/step1'],
    ['shop by shape', shapeStep.meta as MetaFunction, undefined, '/shop-by-shape/step1'],
    ['the recommendations', recommendations.meta as MetaFunction, await loaded(recommendations.loader, `/shop-by-price/step2${SEARCH}`), '/shop-by-price/step2', SEARCH],
    ['the comparison', compare.meta as MetaFunction, await loaded(compare.loader, `/compare-diamonds${COMPARED}`), '/compare-diamonds', COMPARED],
    ['a stone', productDetails.meta as MetaFunction, await loaded(productDetails.loader, `/product-details/${encodeDiamondId(round.id)}`, { encodedId: encodeDiamondId(round.id) }), `/product-details/${encodeDiamondId(round.id)}`],
    ['a ring design', ringBuilder.meta as MetaFunction, await loaded(ringBuilder.loader, '/ring-builder/solitaire-classic', { ringUrlKey: 'solitaire-classic' }), '/ring-builder/solitaire-classic'],
    ['the ring list', ringList.meta as MetaFunction, { listing: null, error: null, styles: [], page: 1 }, '/ring-detail'],
    ['how it works', howItWorks.meta as MetaFunction, undefined, '/how-it-works'],
    ['the terms', terms.meta as MetaFunction, { ref: null, page: null, notFound: false }, '/terms-conditions'],
    ['the privacy policy', privacy.meta as MetaFunction, { ref: null, page: null, notFound: false }, '/privacy-policy'],
    ['about', about.meta as MetaFunction, { ref: null, page: null, notFound: false }, '/about'],
    ['find the diamond', findTheDiamond.meta as MetaFunction, undefined, '/diamond_search'],
    ['contact', contact.meta as MetaFunction, undefined, '/contact-us'],
  ];
});
const NAMES = ['the landing page', 'shop by', 'shop by price', 'shop by size', 'shop by shape', 'the recommendations', 'the comparison', 'a stone', 'a ring design', 'the ring list', 'how it works', 'the terms', 'the privacy policy', 'about', 'find the diamond', 'contact'];
const page = (name: string): Page => PUBLIC_PAGES.find((candidate) => candidate[0] === name)!;

const tagsOf = ([, meta, data, pathname, search]: Page): MetaDescriptor[] => meta(metaArgs(data, pathname, search) as Parameters<MetaFunction>[0]) as MetaDescriptor[];
const content = (tags: readonly MetaDescriptor[], key: string): string | undefined =>
  (tags.find((tag) => (tag as { property?: string }).property === key || (tag as { name?: string }).name === key) as { content?: string } | undefined)?.content;
const jsonLdOf = (tags: readonly MetaDescriptor[]): Record<string, unknown>[] =>
  tags.flatMap((tag) => ('script:ld+json' in tag ? [(tag as { 'script:ld+json': Record<string, unknown> })['script:ld+json']] : []));

/** The page's JSON-LD as Web Auto Extractor hands it to Adobe's validator: each item (a graph's nodes apart) under
 * its type; the validator checks Google's rich result rules for every type it knows, nested ones included. */
async function issuesOf(documents: readonly Record<string, unknown>[]): Promise<ValidationIssue[]> {
  const byType: Record<string, Record<string, unknown>[]> = {};
  for (const document of documents) {
    const nodes = Array.isArray(document['@graph']) ? (document['@graph'] as Record<string, unknown>[]) : [document];
    for (const node of nodes) (byType[String(node['@type'])] ??= []).push(structuredClone(node));
  }
  return new Validator().validate({ jsonld: byType });
}
const errorsOf = (issues: readonly ValidationIssue[]) => issues.filter((issue) => issue.severity === 'ERROR').map((issue) => `${issue.rootType}: ${issue.issueMessage}`);

describe('what crawlers and link previews read of every public page', () => {
  it.each(NAMES)('%s shows a raster picture of 1200 × 630, with its type and words', (name) => {
    expect(PUBLIC_PAGES).toHaveLength(NAMES.length);
    const tags = tagsOf(page(name));
    expect(content(tags, 'og:image')).toMatch(/^https:\/\/loupe\.example\/.+\.png$/);
    expect(content(tags, 'og:image:type')).toBe('image/png');
    expect(content(tags, 'og:image:width')).toBe('1200');
    expect(content(tags, 'og:image:height')).toBe('630');
    expect(content(tags, 'og:image:alt')).toMatch(/\w{3,}/);
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'twitter:image')).toBe(content(tags, 'og:image'));
    // No picture a network cannot show, anywhere in the page's meta or data.
    expect(JSON.stringify(tags)).not.toMatch(/\.svg\b/);
  });

  it('shows the stone’s own card for a stone, the design’s for a ring, the first pick’s for the recommendations', () => {
    const pictureOf = (name: string) => content(tagsOf(page(name)), 'og:image');
    expect(pictureOf('a stone')).toBe('https://loupe.example/media/social/diamonds/100000004.png');
    expect(pictureOf('the recommendations')).toBe('https://loupe.example/media/social/diamonds/100000004.png');
    expect(pictureOf('a ring design')).toBe('https://loupe.example/media/social/rings/solitaire-classic.png');
    expect(pictureOf('the landing page')).toBe('https://loupe.example/social/loupe.png');
  });

  it('describes the shop on the landing page: its Organization and its WebSite, linked, valid for rich results', async () => {
    const [document] = jsonLdOf(tagsOf(page('the landing page')));
    const graph = document?.['@graph'] as Record<string, unknown>[];
    expect(document?.['@context']).toBe('https://schema.org');
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(graph[0]).toMatchObject({ '@id': 'https://loupe.example/#organization', name: 'Loupe', url: 'https://loupe.example/', logo: 'https://loupe.example/social/loupe-logo.png' });
    expect(graph[1]).toMatchObject({ '@id': 'https://loupe.example/#website', name: 'Loupe', url: 'https://loupe.example/', publisher: { '@id': 'https://loupe.example/#organization' } });
    expect(errorsOf(await issuesOf([document!]))).toEqual([]);
  });

  it('lists the recommended picks as an ItemList of Products, each with its offer, in the page’s order', async () => {
    const [document] = jsonLdOf(tagsOf(page('the recommendations')));
    expect(document).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', numberOfItems: 2 });
    const items = document?.itemListElement as Record<string, unknown>[];
    expect(items.map((item) => [item['@type'], item.position, (item.item as Record<string, unknown>)['@type'], (item.item as Record<string, unknown>).sku])).toEqual([
      ['ListItem', 1, 'Product', '100000004'],
      ['ListItem', 2, 'Product', '100000008'],
    ]);
    expect((items[1]!.item as Record<string, unknown>).offers).toMatchObject({ '@type': 'Offer', price: '1890.00', priceCurrency: 'USD', url: 'https://loupe.example/product-details/MTAwMDAwMDA4' });
    const issues = await issuesOf([document!]);
    expect(errorsOf(issues)).toEqual([]);
    // The validator walked down to the products and their offers.
    expect(issues.some((issue) => issue.path?.some((step) => step.type === 'Product'))).toBe(true);
  });

  it('lists the two compared stones as an ItemList of Products with their offers', async () => {
    const [document] = jsonLdOf(tagsOf(page('the comparison')));
    expect(document).toMatchObject({ '@type': 'ItemList', numberOfItems: 2, name: 'Compare 0.73 ct Round and 0.73 ct Round' });
    expect(errorsOf(await issuesOf([document!]))).toEqual([]);
  });

  it.each(['a stone', 'a ring design'])('describes %s as a Product with an offer and a raster picture, valid for rich results', async (name) => {
    const [document] = jsonLdOf(tagsOf(page(name)));
    expect(document).toMatchObject({ '@type': 'Product', image: expect.stringMatching(/\.png$/), offers: { '@type': 'Offer', priceCurrency: 'USD' } });
    expect(errorsOf(await issuesOf([document!]))).toEqual([]);
  });

  it('would catch a product without an offer (the validator is not a formality)', async () => {
    expect(errorsOf(await issuesOf([{ '@context': 'https://schema.org', '@type': 'Product', name: 'A diamond' }]))).not.toEqual([]);
  });
});
