import { RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CompareSeed } from '../../application/discovery/compare.model';
import { RecommendationGateway } from '../../application/kernel/recommendation.gateway.port';
import { readServerConfig } from '../../composition/config';
import { buildContainer, serveWith } from '../../composition/container';
import { encodeDiamondId } from '../../domain/diamond/diamond-id-codec';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { requestContainer } from '../request-context';
import { loader, meta } from './compare';

const first = aDiamond({ id: 'T000002', size: 1.52, shape: 'Oval', price: 9800, hasImage: true, imageUrl: '/media/diamonds/oval.svg' });
const second = aDiamond({ id: 'T000001', size: 0.91, shape: 'Round', price: 5200 });
const ids = (...list: string[]) => `?ids=${list.map((id) => (id.startsWith('~') ? id.slice(1) : encodeDiamondId(id))).join(',')}`;

const loaderFor = async (search: string) => {
  const context = new RouterContextProvider();
  context.set(requestContainer, buildContainer(readServerConfig({ MOCK_URL: 'http://127.0.0.1:9' }), serveWith(RecommendationGateway, new InMemoryRecommendationGateway([first, second]))));
  const request = new Request(`http://shop.test/compare-diamonds${search}`);
  return (await loader({ params: {}, context, request } as unknown as LoaderFunctionArgs)) as unknown as { init: ResponseInit | null; data: CompareSeed };
};

type MetaArgs = Parameters<typeof meta>[0];
const metaFor = (data: CompareSeed): Record<string, unknown>[] =>
  meta({
    data,
    matches: [{ id: 'root', meta: [], data: { origin: 'https://loupe.example' } }],
    params: {},
    location: { pathname: '/compare-diamonds' },
    error: undefined,
  } as unknown as MetaArgs) as Record<string, unknown>[];

describe('the comparison on the server', () => {
  it('compares the two stones the address names, in its order', async () => {
    const answer = await loaderFor(ids('T000002', 'T000001'));
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data).toEqual({ ids: ['T000002', 'T000001'], pair: [first, second], error: null, jsonLd: expect.objectContaining({ '@type': 'ItemList', numberOfItems: 2 }) });
  });

  it('renders only the frame for an address naming no stones: route state is the browser\'s', async () => {
    expect((await loaderFor('')).data).toEqual({ ids: null, pair: null, error: null });
  });

  it.each([
    ['an id that cannot be read', ids('T000002', '~***'), 400, 'There were no diamonds passed'],
    ['one stone', ids('T000002'), 400, 'There were no diamonds passed'],
    ['the same stone twice', ids('T000002', 'T000002'), 400, 'There were no diamonds passed'],
    ['a stone the shop does not know', ids('T000002', 'T999999'), 404, 'Diamond was not found'],
  ])('answers an address with %s with the catalogue\'s message', async (_, search, status, message) => {
    const answer = await loaderFor(search);
    expect(answer.init?.status).toBe(status);
    expect(answer.data).toMatchObject({ pair: null, error: message });
  });

  it('tells search engines and link previews the two stones, with a canonical address naming them in one order', () => {
    const canonical = `https://loupe.example/compare-diamonds?ids=${encodeDiamondId('T000001')},${encodeDiamondId('T000002')}`;
    for (const pair of [
      [first, second],
      [second, first],
    ] as const) {
      const tags = metaFor({ ids: pair.map((stone) => stone.id), pair, error: null });
      expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: canonical });
      expect(tags).toContainEqual({ property: 'og:url', content: canonical });
    }
    const tags = metaFor({ ids: ['T000002', 'T000001'], pair: [first, second], error: null });
    expect(tags).toContainEqual({ property: 'og:title', content: 'Compare 1.52 ct Oval and 0.91 ct Round | Loupe' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://loupe.example/media/social/diamonds/T000002.png' });
    expect(tags).toContainEqual({ property: 'og:image:width', content: '1200' });
    expect(tags).toContainEqual({
      name: 'description',
      content: '1.52 ct Oval ($9,800.00) and 0.91 ct Round ($5,200.00) side by side: cut, color, clarity and carat. GIA certified, free shipping and free 14-day returns.',
    });
    expect(tags.some((tag) => 'title' in tag)).toBe(false);
  });

  it('asks search engines not to list a comparison of no stones, or of stones it could not compare', () => {
    for (const seed of [
      { ids: null, pair: null, error: null },
      { ids: ['T000002', 'T999999'], pair: null, error: 'Diamond was not found' },
    ]) {
      const tags = metaFor(seed);
      expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
      expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://loupe.example/compare-diamonds' });
    }
  });
});
