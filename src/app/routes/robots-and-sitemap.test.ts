import { describe, expect, it } from 'vitest';
import { RingCatalog } from '../../application/kernel/ring-catalog.port';
import { serveWith } from '../../composition/container';
import { aRing, InMemoryRingCatalog } from '../../../test/doubles/in-memory-ring-catalog';
import { loaderArgs } from '../loader-test-support';
import * as robots from './robots.txt';
import * as sitemap from './sitemap.xml';

/** Five designs, two a page: the sitemap reads three pages of the ring list. */
const RINGS = ['halo-royal', 'solitaire-classic', 'vintage-rose', 'pave-petite', 'three-stone'].map((urlKey, index) => aRing({ name: `${String.fromCharCode(65 + index)} ring`, urlKey, sku: `fw-${urlKey}-er` }));

const robotsTxt = async (url: string) => robots.loader(loaderArgs(url));
const sitemapXml = async (catalog = new InMemoryRingCatalog(RINGS, [])) => sitemap.loader(loaderArgs('https://loupe.example/sitemap.xml', {}, serveWith(RingCatalog, catalog)));

describe('robots.txt', () => {
  it('lets crawlers read the public pages, not the bag, checkout or account pages, and names the sitemap', async () => {
    const answer = await robotsTxt('https://loupe.example/robots.txt');
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await answer.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /cart', 'Disallow: /shipping', 'Disallow: /billing', 'Disallow: /order-review', 'Disallow: /cardholder', 'Disallow: /account', 'Disallow: /password-reset', 'Sitemap: https://loupe.example/sitemap.xml']));
    for (const open of ['/ring-detail', '/ring-builder', '/shop-by', '/product-details', '/terms-conditions', '/about', '/how-it-works']) {
      expect(lines.filter((line) => line.startsWith('Disallow:') && open.startsWith(line.slice('Disallow: '.length)))).toEqual([]);
    }
  });

  it('names the sitemap at the address the request came to', async () => {
    expect(await (await robotsTxt('http://127.0.0.1:4212/robots.txt')).text()).toContain('Sitemap: http://127.0.0.1:4212/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists the content pages, how it works, the guided search entry points and every ring design, at absolute addresses', async () => {
    const answer = await sitemapXml();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await answer.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      expect.arrayContaining([
        'https://loupe.example/terms-conditions',
        'https://loupe.example/privacy-policy',
        'https://loupe.example/about',
        'https://loupe.example/how-it-works',
        'https://loupe.example/shop-by',
        'https://loupe.example/shop-by-price/step1',
        'https://loupe.example/shop-by-size/step1',
        'https://loupe.example/shop-by-shape/step1',
        ...RINGS.map((ring) => `https://loupe.example/ring-builder/${ring.urlKey}`),
      ]),
    );
    expect(locations.filter((location) => location?.includes('/ring-builder/'))).toHaveLength(RINGS.length);
    expect(locations.some((location) => /\/(cart|account|shipping|cardholder)/.test(location ?? ''))).toBe(false);
  });

  it('answers 503 when the ring catalog cannot be read, so crawlers come back rather than drop the rings', async () => {
    const catalog = new InMemoryRingCatalog(RINGS, []);
    catalog.failWith = new Error('The store is down');
    const answer = await sitemapXml(catalog);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('300');
  });
});
