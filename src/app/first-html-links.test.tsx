import { MantineProvider } from '@mantine/core';
import type { Container } from 'inversify';
import { JSDOM } from 'jsdom';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartRepository } from '../application/kernel/cart.repository.port';
import { RecommendationGateway } from '../application/kernel/recommendation.gateway.port';
import { RingCatalog } from '../application/kernel/ring-catalog.port';
import { Logger } from '../application/kernel/logger.port';
import { readServerConfig } from '../composition/config';
import { buildContainer, serveWith } from '../composition/container';
import { CookiesToken } from '../composition/tokens';
import { encodeDiamondId, productDetailsPath } from '../domain/diamond/diamond-id-codec';
import { aDiamond } from '../../test/doubles/diamond-fixtures';
import { InMemoryCartRepository } from '../../test/doubles/in-memory-cart.repository';
import { InMemoryRecommendationGateway } from '../../test/doubles/in-memory-recommendation.gateway';
import { aRing, InMemoryRingCatalog } from '../../test/doubles/in-memory-ring-catalog';
import { MemoryCookies } from '../infrastructure/cookies/memory-cookies';
import { RecordingLogger } from '../../test/doubles/recording.logger';
import { theme } from '../ui/app/theme';
import { MENU_ENTRIES } from '../ui/common/menu-entries';
import { ContainerProvider } from '../ui/di/container-context';
import { requestContainer } from './request-context';
import routeConfig from './routes';

/** What a crawler, a shopper without the script yet, or a tap on a slow phone gets: the HTML the server sends first,
 * its loaders run against the shop's backends (in memory here) for one request, as the storefront's server runs them. */

interface RouteEntry {
  readonly path?: string;
  readonly file: string;
  readonly children?: readonly RouteEntry[];
}

type RouteModule = { default?: () => React.ReactNode; loader?: RouteObject['loader'] };

const routeObjects = async (entries: readonly RouteEntry[]): Promise<RouteObject[]> =>
  Promise.all(
    entries.map(async (entry) => {
      const [, name = '', extension] = /^routes\/(.+)\.(tsx?)$/.exec(entry.file) ?? [];
      const module = (await (extension === 'ts' ? import(`./routes/${name}.ts`) : import(`./routes/${name}.tsx`))) as RouteModule;
      const children = entry.children ? await routeObjects(entry.children) : undefined;
      return { path: entry.path, Component: module.default, loader: module.loader, ...(children ? { children } : {}) } as RouteObject;
    }),
  );

const stones = [
  aDiamond({ id: 'R1', size: 1.01, price: 6100 }),
  aDiamond({ id: 'R2', size: 1.52, price: 9800, color: 'J', clarity: 'SI1' }),
  aDiamond({ id: 'R3', size: 0.91, price: 5200, color: 'D', clarity: 'IF' }),
  aDiamond({ id: 'R4', size: 1.2, price: 5050 }),
];
const HALO = 'fw-halo-er-Rose Gold-14K-6.5';
const RINGS = [
  aRing({ name: 'Classic Solitaire Ring', urlKey: 'solitaire-classic', sku: 'fw-solitaire-er' }),
  aRing({ name: 'Petite Solitaire Ring', urlKey: 'petite-solitaire', sku: 'fw-petite-er' }),
  aRing({ name: 'Royal Halo Ring', ringOptions: 'Halo', urlKey: 'halo-royal', sku: 'fw-halo-er' }),
];

/** One request's container: the shop's backends in memory, a guest whose bag 'g1' holds a diamond and a ring. */
function requestScope(): Container {
  const carts = new InMemoryCartRepository(stones);
  carts.carts.set('g1', [
    { id: 'R1', sku: 'R1', name: '1.01 ct Round G VS2 Excellent diamond', price: 6100, lineId: 1, qty: 1, cartId: 'g1' },
    {
      id: HALO,
      sku: HALO,
      name: 'Royal Halo-Rose Gold-14K-6.5',
      price: 1400,
      lineId: 2,
      qty: 1,
      cartId: 'g1',
      parentSku: 'fw-halo-er',
      attributes: [
        { code: 'ring_color', value: 'Rose Gold' },
        { code: 'ring_metal', value: '14K' },
        { code: 'ring_size', value: '6.5' },
      ],
    },
  ]);
  const cookies = new MemoryCookies();
  cookies.set('loupe_cart', 'g1', { maxAgeSeconds: 3600 });
  const rings = new InMemoryRingCatalog(RINGS, [{ label: 'Solitaire', value: '40' }, { label: 'Halo', value: '41' }], [
    { sku: HALO, urlKey: 'halo-royal-rose-gold-14k-6-5', name: 'Royal Halo-Rose Gold-14K-6.5', price: 1400, gallery: [] },
    { sku: 'fw-halo-er', urlKey: 'halo-royal', name: 'Royal Halo Ring', price: 1200, gallery: [] },
  ]);
  return buildContainer(
    readServerConfig({ MOCK_URL: 'http://127.0.0.1:9' }),
    serveWith(Logger, new RecordingLogger()),
    serveWith(CookiesToken, cookies),
    serveWith(RecommendationGateway, new InMemoryRecommendationGateway(stones)),
    serveWith(RingCatalog, rings),
    serveWith(CartRepository, carts),
  );
}

/** The first HTML of `path`, as a document to read. */
async function firstHtml(path: string): Promise<Document> {
  const routes = await routeObjects(routeConfig as unknown as RouteEntry[]);
  const container = requestScope();
  const requestContext = new RouterContextProvider();
  requestContext.set(requestContainer, container);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://shop.test${path}`), { requestContext });
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <ContainerProvider container={container}>
      <MantineProvider theme={theme}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </MantineProvider>
    </ContainerProvider>,
    // As the storefront's server sends it (`entry.server.tsx`): a finished page in place, not moved after the shell.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  expect(errors.map(String)).toEqual([]);
  return new JSDOM(await new Response(prelude).text()).window.document;
}

/** The links of the page's main content: their text and address. */
const linksIn = (element: ParentNode | null): [string, string][] =>
  [...(element?.querySelectorAll('a[href]') ?? [])].map((link) => [link.textContent?.trim() ?? '', link.getAttribute('href') ?? '']);

const main = (page: Document) => page.querySelector('main');

describe('the first HTML holds the links a shopper taps', () => {
  it('/shop-by: each tile is a link to the first step of its way', async () => {
    expect(linksIn(main(await firstHtml('/shop-by')))).toEqual([
      ['Shop by priceFind an ideal diamond based on your budget.', '/shop-by-price/step1'],
      ['Shop by sizeSize matters. Find the right diamond by size.', '/shop-by-size/step1'],
      ["Shop by shapeLooking for a unique diamond shape? See what's trending.", '/shop-by-shape/step1'],
    ]);
  });

  it('/shop-by-price/step1: each budget is a link to its recommendations, the search in their address', async () => {
    expect(linksIn(main(await firstHtml('/shop-by-price/step1')))).toEqual([
      ['$1,000 to $5,000Small budget? No problem we got you covered.', '/shop-by-price/step2?price_total_from=1000&price_total_to=5000&shapes=Round&attr=price'],
      ['$5,000 to $10,000The sweet spot. Quality & style at fair prices.', '/shop-by-price/step2?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price'],
      ['$10,000 to $25,000+Spare no expense. Get the best of the best.', '/shop-by-price/step2?price_total_from=10000&price_total_to=25000&shapes=Round&attr=price'],
    ]);
  });

  it("the shape and size steps' Continue are links: to the size of the shape, and to the recommendations of the size", async () => {
    expect(linksIn(main(await firstHtml('/shop-by-shape/step1')))).toEqual([['Continue', '/shop-by-size/step1?shape=Round']]);
    const sizeStep = await firstHtml('/shop-by-size/step1?shape=Oval');
    expect(linksIn(main(sizeStep))).toEqual([['Continue', '/shop-by-price/step2?size_from=0.75&size_to=0.99&shapes=Oval&attr=shape']]);
    expect(sizeStep.querySelector('main img')?.getAttribute('alt')).toBe('Oval diamond at 0.75 carat');
  });

  it('the results page: each of the Top 4 is one link to its stone, its label in the address', async () => {
    const page = await firstHtml('/shop-by-price/step2?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price');
    const cards = [...page.querySelectorAll('[data-testid="recommended-diamond"]')];
    expect(cards).toHaveLength(4);
    const links = cards.map((card) => linksIn(card));
    expect(links.map((inCard) => inCard.length)).toEqual([1, 1, 1, 1]);
    expect(links.map(([[name = '', href = ''] = []]) => [name.split(':')[0], href])).toEqual(
      cards.map((card) => {
        const label = card.querySelector('.mantine-Badge-root')?.textContent ?? '';
        return [label, productDetailsPath(card.getAttribute('data-diamond-id') ?? '', label)];
      }),
    );
    expect(links[0]?.[0]?.[1]).toMatch(/\?pick=finest$/);
  });

  it("a pick's detail page shows its label in the first HTML", async () => {
    const page = await firstHtml(productDetailsPath('R2', 'biggest'));
    expect(page.querySelector('[data-testid="diamond-title"]')?.getAttribute('data-diamond-id')).toBe('R2');
    expect([...page.querySelectorAll('main .mantine-Badge-root')].map((badge) => badge.textContent)).toContain('biggest');
  });

  it("the comparison's Select Diamond are links to each stone's page", async () => {
    const page = await firstHtml(`/compare-diamonds?ids=${encodeDiamondId('R3')},${encodeDiamondId('R2')}`);
    expect(linksIn(page.querySelector('table')).filter(([name]) => name === 'Select Diamond')).toEqual([
      ['Select Diamond', productDetailsPath('R3')],
      ['Select Diamond', productDetailsPath('R2')],
    ]);
  });

  it('/ring-detail links every ring of its page to its builder, and every page of the list', async () => {
    const page = await firstHtml('/ring-detail');
    expect([...page.querySelectorAll('[data-testid="ring-card"]')].map((card) => [card.tagName, card.getAttribute('href')])).toEqual([
      ['A', '/ring-builder/solitaire-classic'],
      ['A', '/ring-builder/petite-solitaire'],
    ]);
    const pages = linksIn(main(page)).filter(([, href]) => href.startsWith('/ring-detail'));
    expect(pages).toEqual([
      ['1', '/ring-detail'],
      ['2', '/ring-detail?page=2'],
      ['', '/ring-detail?page=2'],
    ]);
    expect(main(page)?.querySelector('a[aria-label="Next page"]')?.getAttribute('href')).toBe('/ring-detail?page=2');
    const second = await firstHtml('/ring-detail?page=2');
    expect([...second.querySelectorAll('[data-testid="ring-card"]')].map((card) => card.getAttribute('href'))).toEqual(['/ring-builder/halo-royal']);
  });

  it("/cart holds the shopper's lines, each a link: the diamond to its page, the ring to its builder with its choices", async () => {
    const page = await firstHtml('/cart');
    expect([...page.querySelectorAll('[data-testid="bag-item"]')].map((line) => linksIn(line)[0])).toEqual([
      ['1.01 ct Round diamond', productDetailsPath('R1')],
      ['Royal Halo · Rose Gold · 14K · size 6.5', '/ring-builder/halo-royal?color=Rose-Gold&metal=14K&size=6.5'],
    ]);
  });

  it("the side menu's links are in every page's first HTML, opened by the menu button before the script runs", async () => {
    for (const path of ['/', '/shop-by', '/cart']) {
      const page = await firstHtml(path);
      const button = page.querySelector('header button[aria-label="Open menu"]');
      const menu = page.getElementById(button?.getAttribute('popovertarget') ?? '');
      expect(menu?.tagName).toBe('NAV');
      expect(menu?.getAttribute('popover')).toBe('auto');
      expect(menu?.getAttribute('aria-label')).toBe('Main menu');
      expect(linksIn(menu)).toEqual(MENU_ENTRIES.map((entry) => [entry.label, entry.to]));
      expect(menu?.querySelector('button[aria-label="Close menu"]')?.getAttribute('popovertargetaction')).toBe('hide');
    }
  });
});
