import { firstValueFrom, type Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { aDiamond } from '../in-memory/diamond-fixtures';
import { HttpRecommendationGateway, toRecommendationAnswer } from './http-recommendation.gateway';

const credentials = { username: 'loupe', password: 'loupe-dev' };
const replying = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const sent = (fetchMock: ReturnType<typeof replying>) => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, method: init?.method, body: JSON.parse(String(init?.body)) as unknown };
};

describe('HttpRecommendationGateway', () => {
  it('posts the query with the auth header object and maps the keyed picks', async () => {
    const [a, b] = [aDiamond({ diamond_id: 'a' }), aDiamond({ diamond_id: 'b' })];
    const fetchMock = replying({ total_available_diamonds: 12, state: { s: 1 }, best_deal: { diamond: b }, recommended: { diamond: a } });
    const gateway = new HttpRecommendationGateway({ baseUrl: 'https://reco.example.com', credentials, fetch: fetchMock });
    const answer = await firstValueFrom(gateway.recommend({ shapes: ['Round'], price_total_from: 1000 }));
    expect(sent(fetchMock)).toEqual({
      url: 'https://reco.example.com/recommendations/',
      method: 'POST',
      body: { header: credentials, body: { shapes: ['Round'], price_total_from: 1000 } },
    });
    expect(answer.picks.map((p) => [p.key, p.featureLabel, p.diamond.diamond_id])).toEqual([
      ['recommended', 'finest', 'a'],
      ['best_deal', 'best deal', 'b'],
    ]);
    expect(answer).toMatchObject({ total_available_diamonds: 12, state: { s: 1 } });
  });

  it.each([
    [{ total_available_diamonds: 0, state: {}, message: 'No diamonds match this search.' }, { picks: [], total_available_diamonds: 0, state: {}, message: 'No diamonds match this search.' }],
    [null, { picks: [], total_available_diamonds: 0, state: {} }],
  ])('maps %j', (dto, answer) => {
    expect(toRecommendationAnswer(dto)).toEqual(answer);
  });

  it.each([
    ['estimatePriceRange', (g: HttpRecommendationGateway): Observable<unknown> => g.estimatePriceRange(1.25, 'Oval'), { price_total_from: 1, price_total_to: 2 }, 'pricerange/', { header: credentials, body: { size: 1.25, shape: 'Oval' } }, { price_total_from: 1, price_total_to: 2 }],
    ['findDiamond', (g: HttpRecommendationGateway): Observable<unknown> => g.findDiamond('10 01'), { diamond: { diamond_id: '10 01' } }, 'diamonds/10%2001', { header: credentials }, { diamond_id: '10 01' }],
    ['compare', (g: HttpRecommendationGateway): Observable<unknown> => g.compare(['a', 'b']), { diamonds: [{ diamond_id: 'a' }, { diamond_id: 'b' }] }, 'comparisons/', { header: credentials, diamond_ids: ['a', 'b'] }, [{ diamond_id: 'a' }, { diamond_id: 'b' }]],
  ] as const)('%s posts to its path', async (_name, call, reply, path, body, result) => {
    const fetchMock = replying(reply);
    const answer = await firstValueFrom(call(new HttpRecommendationGateway({ baseUrl: '/recommendation', credentials, fetch: fetchMock })));
    expect(sent(fetchMock)).toEqual({ url: `/recommendation/${path}`, method: 'POST', body });
    expect(answer).toEqual(result);
  });

  it('fails with the status of an error answer', async () => {
    const gateway = new HttpRecommendationGateway({ baseUrl: '', credentials, fetch: replying({ message: 'Diamond was not found' }, 404) });
    await expect(firstValueFrom(gateway.findDiamond('x'))).rejects.toMatchObject({ status: 404, body: { message: 'Diamond was not found' } });
  });
});
