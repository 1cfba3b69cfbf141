import { firstValueFrom, type Observable } from 'rxjs';
import type { TuningState } from '../../application/kernel/recommendation.gateway.port';
import { describe, expect, it, vi } from 'vitest';
import { exampleDiamond, exampleOval, recommendationExamples as examples } from '../../../contracts/recommendation/recommendation.examples';
import { HttpRecommendationGateway } from './http-recommendation.gateway';
import { RecommendationAnswerError } from './recommendation-answer.error';

const credentials = { username: 'loupe', password: 'loupe-dev' };
const replying = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const sent = (fetchMock: ReturnType<typeof replying>, call = 0) => {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url, method: init?.method, body: JSON.parse(String(init?.body)) as unknown };
};
const gatewayReplying = (body: unknown, status = 200) => {
  const fetchMock = replying(body, status);
  return { fetchMock, gateway: new HttpRecommendationGateway({ baseUrl: '/recommendation', credentials, fetch: fetchMock }) };
};
const a = { ...exampleDiamond, diamond_id: 'a' };
const b = { ...exampleOval, diamond_id: 'b' };
/** A stone as the shop reads it: the wire's record in the shop's names. */
const asRead = (wire: typeof exampleDiamond) => ({
  id: wire.diamond_id,
  shape: wire.shape,
  size: wire.size,
  color: wire.color,
  clarity: wire.clarity,
  cut: wire.cut,
  polish: wire.polish,
  symmetry: wire.symmetry,
  symmetryTo: wire.symmetry_to,
  fluorescenceIntensity: wire.fluorescence_intensity,
  fluorescenceColor: wire.fluorescence_color,
  lengthMm: wire.meas_length,
  widthMm: wire.meas_width,
  depthMm: wire.meas_depth,
  tablePercent: wire.table_percent,
  depthPercent: wire.depth_percent,
  girdleCondition: wire.girdle_condition,
  culetSize: wire.culet_size,
  certificateNumber: wire.cert_num,
  hasCertificate: wire.has_cert_file,
  price: wire.total_sales_price,
  priceInCurrency: wire.total_sales_price_in_currency,
  currencySymbol: wire.currency_symbol,
  imageUrl: wire.image_file_url,
  hasImage: wire.has_image_file,
  videoUrl: wire.video_url,
  hasVideo: wire.has_video_file,
  quality: wire.calculated_quality,
  details: wire.details,
  ...(wire.deal && { deal: { modelPrice: wire.deal.model_price, similarCount: wire.deal.similar_count, similarMedian: wire.deal.similar_median_price ?? null } }),
});
const state: TuningState = { history: [], future: [], version: 1, query: { shapes: ['Round'] }, current: null };
/** The examples' search (`price_total_from: 5000, price_total_to: 10000`) as the shop reads it. */
const SEARCH_AS_READ = { shapes: ['Round'], priceFrom: 5000, priceTo: 10000 };

describe('HttpRecommendationGateway', () => {
  it('posts the query with the auth header object and maps the keyed picks', async () => {
    const { fetchMock, gateway } = gatewayReplying({ total_available_diamonds: 12, state, best_deal: { diamond: b }, recommended: { diamond: a } });
    const answer = await firstValueFrom(gateway.recommend({ shapes: ['Round'], priceFrom: 1000 }));
    expect(sent(fetchMock)).toEqual({
      url: '/recommendation/recommendations/',
      method: 'POST',
      body: { header: credentials, body: { shapes: ['Round'], price_total_from: 1000 } },
    });
    expect(answer.picks.map((p) => [p.key, p.featureLabel, p.diamond.id, p.diamond.shape])).toEqual([
      ['recommended', 'finest', 'a', 'Round'],
      ['best_deal', 'best deal', 'b', 'Oval'],
    ]);
    expect(answer).toMatchObject({ totalAvailable: 12, state });
  });

  it("reads each stone's deal block in the shop's names, with the picks' verdicts, and none from a service without it", async () => {
    const { gateway } = gatewayReplying({ total_available_diamonds: 12, state, recommended: { diamond: a }, best_deal: { diamond: { ...b, deal: { model_price: 6000, similar_count: 0 } } } });
    const [finest, bestDeal] = (await firstValueFrom(gateway.recommend({}))).picks;
    expect(finest?.diamond.deal).toEqual({ modelPrice: 6410, similarCount: 212, similarMedian: 6295 });
    expect(finest?.verdict).toMatchObject({ kind: 'good-deal', sentence: '4% below the market price for its grades, and below the median of its 212 similar stones' });
    expect(bestDeal?.diamond.deal).toEqual({ modelPrice: 6000, similarCount: 0, similarMedian: null });
    const { deal: _deal, ...older } = a;
    const { gateway: olderService } = gatewayReplying({ diamond: older, calculated_quality: a.calculated_quality });
    expect(await firstValueFrom(olderService.findDiamond('a'))).not.toHaveProperty('deal');
  });

  it('sends no auth header object when it holds no credentials (the browser: the storefront server adds them)', async () => {
    const fetchMock = replying({ price_total_from: 1, price_total_to: 2 });
    const gateway = new HttpRecommendationGateway({ baseUrl: '/recommendation', fetch: fetchMock });
    await firstValueFrom(gateway.estimatePriceRange(1.25, 'Oval'));
    expect(sent(fetchMock)).toEqual({ url: '/recommendation/pricerange/', method: 'POST', body: { body: { size: 1.25, shape: 'Oval' } } });
  });

  it('maps an answer without a match to no picks and its message', async () => {
    const { gateway } = gatewayReplying(examples.recommendations.noMatch);
    expect(await firstValueFrom(gateway.recommend({}))).toEqual({ picks: [], totalAvailable: 0, state: { ...examples.recommendations.noMatch.state, query: SEARCH_AS_READ }, message: 'No diamonds match this search.' });
  });

  it.each([
    ['estimatePriceRange', (g: HttpRecommendationGateway): Observable<unknown> => g.estimatePriceRange(1.25, 'Oval'), { price_total_from: 1, price_total_to: 2 }, 'pricerange/', { header: credentials, body: { size: 1.25, shape: 'Oval' } }, { priceFrom: 1, priceTo: 2 }],
    ['findDiamond', (g: HttpRecommendationGateway): Observable<unknown> => g.findDiamond('10 01'), { diamond: { ...a, diamond_id: '10 01' }, calculated_quality: a.calculated_quality }, 'diamonds/10%2001', { header: credentials }, asRead({ ...a, diamond_id: '10 01' })],
    ['compare', (g: HttpRecommendationGateway): Observable<unknown> => g.compare(['a', 'b']), { diamonds: [a, b] }, 'comparisons/', { header: credentials, diamond_ids: ['a', 'b'] }, [asRead(a), asRead(b)]],
  ] as const)('%s posts to its path', async (_name, call, reply, path, body, result) => {
    const { fetchMock, gateway } = gatewayReplying(reply);
    const answer = await firstValueFrom(call(gateway));
    expect(sent(fetchMock)).toEqual({ url: `/recommendation/${path}`, method: 'POST', body });
    expect(answer).toEqual(result);
  });

  it('sends each edit form with the state as the service gave it, fields it does not know included', async () => {
    const given = { ...examples.tuning.moved.state, trail: [3, 1] };
    const { fetchMock, gateway } = gatewayReplying({ ...examples.tuning.moved, state: given });
    const answer = await firstValueFrom(gateway.tune({ diamondId: 'a', state, edit: { kind: 'adjust', attr: 'price', dir: 'dec' } }));
    expect(answer).toMatchObject({ state: { ...given, query: SEARCH_AS_READ }, moved: true, diamond: { id: '100000731' } });
    expect(answer).not.toHaveProperty('betterDeal');
    await firstValueFrom(gateway.tune({ diamondId: '100000731', state: answer.state, edit: { kind: 'command', command: 'back' } }));
    const ranges = { price: { from: 1000, to: 8000 }, size: { from: 0.5, to: 2 }, cut: { from: 'Excellent', to: 'Good' }, color: { from: 'D', to: 'J' }, clarity: { from: 'IF', to: 'SI2' }, polish: { from: 'Excellent', to: 'Fair' }, symmetry: { from: 'Excellent', to: 'Fair' } };
    await firstValueFrom(gateway.tune({ diamondId: '100000731', state: answer.state, edit: { kind: 'set', ranges } }));
    expect([0, 1, 2].map((call) => (sent(fetchMock, call).body as { body: unknown }).body)).toEqual([
      { diamond: 'a', state, adjust: { attr: 'price', dir: 'dec' } },
      { diamond: '100000731', state: given, command: 'back' },
      {
        diamond: '100000731',
        state: given,
        set: { price_total_from: 1000, price_total_to: 8000, size_from: 0.5, size_to: 2, cut_from: 'Excellent', cut_to: 'Good', color_from: 'D', color_to: 'J', clarity_from: 'IF', clarity_to: 'SI2', polish_from: 'Excellent', polish_to: 'Fair', symmetry_from: 'Excellent', symmetry_to: 'Fair' },
      },
    ]);
  });

  it('asks for the moves of the stone on screen with the stay command, and reads them; none from a service that does not say', async () => {
    const { fetchMock, gateway } = gatewayReplying(examples.tuning.stayed);
    const answer = await firstValueFrom(gateway.tune({ diamondId: 'a', state, edit: { kind: 'command', command: 'stay' } }));
    expect((sent(fetchMock).body as { body: unknown }).body).toEqual({ diamond: 'a', state, command: 'stay' });
    expect(answer.moves).toEqual({ price: { dec: false, inc: true }, size: { dec: true, inc: true }, quality: { dec: true, inc: true } });
    const { moves: _moves, ...older } = examples.tuning.moved;
    const { gateway: olderService } = gatewayReplying(older);
    expect((await firstValueFrom(olderService.tune({ diamondId: 'a', state, edit: { kind: 'adjust', attr: 'price', dir: 'dec' } }))).moves).toBeNull();
  });

  it('fails a set whose grade has no name on the wire, without sending it', async () => {
    const { fetchMock, gateway } = gatewayReplying(examples.tuning.moved);
    const ranges = { price: { from: 0, to: 1 }, size: { from: 0, to: 1 }, cut: { from: 'Superb', to: 'Good' }, color: { from: 'D', to: 'J' }, clarity: { from: 'IF', to: 'I1' }, polish: { from: 'Excellent', to: 'Fair' }, symmetry: { from: 'Excellent', to: 'Fair' } };
    await expect(firstValueFrom(gateway.tune({ diamondId: 'a', state, edit: { kind: 'set', ranges } }))).rejects.toThrow(RangeError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['recommendations/', (g: HttpRecommendationGateway): Observable<unknown> => g.recommend({}), { ...examples.recommendations.answer, recommended: { diamond: { ...a, total_sales_price: '6180' } } }, 'recommended.diamond.total_sales_price'],
    ['recommendations/ (no body)', (g: HttpRecommendationGateway): Observable<unknown> => g.recommend({}), null, '(answer)'],
    ['rule_recommendation/', (g: HttpRecommendationGateway): Observable<unknown> => g.recommendOne({}), { ...examples.preference.answer, diamond_recommended: {} }, 'diamond_recommended.diamond'],
    ['pricerange/', (g: HttpRecommendationGateway): Observable<unknown> => g.estimatePriceRange(1, 'Round'), { price_total_from: '1,000', price_total_to: 2000 }, 'price_total_from'],
    ['diamonds/{id}', (g: HttpRecommendationGateway): Observable<unknown> => g.findDiamond('a'), { diamond: { ...a, shape: 'Trillion' }, calculated_quality: a.calculated_quality }, 'diamond.shape'],
    ['comparisons/', (g: HttpRecommendationGateway): Observable<unknown> => g.compare(['a', 'b']), { diamonds: [a] }, 'diamonds'],
  ] as const)('fails the call when the %s answer breaks its contract, naming the field', async (_name, call, reply, field) => {
    const { gateway } = gatewayReplying(reply);
    const failure = await firstValueFrom(call(gateway)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RecommendationAnswerError);
    expect((failure as Error).message).toContain(`${field}: `);
  });

  it('fails with the status of an error answer', async () => {
    const { gateway } = gatewayReplying({ message: 'Diamond was not found', parameters: [] }, 404);
    await expect(firstValueFrom(gateway.findDiamond('x'))).rejects.toMatchObject({ status: 404, body: { message: 'Diamond was not found' } });
  });

  it('asks the price position of a stone by its id and maps it to the shop\'s names', async () => {
    const { fetchMock, gateway } = gatewayReplying(examples.pricePosition.answer);
    const position = await firstValueFrom(gateway.pricePosition('100004217'));
    expect(sent(fetchMock)).toEqual({ url: '/recommendation/price_position/', method: 'POST', body: { header: credentials, diamond_id: '100004217' } });
    expect(position).toEqual({
      diamondId: '100004217',
      modelPrice: 6410,
      percentile: 64,
      similar: { count: 212, shape: 'Round', caratFrom: 1, caratTo: 1.11, color: 'G', clarity: 'VS2' },
      histogram: examples.pricePosition.answer.histogram,
      reasons: examples.pricePosition.answer.reasons,
    });
  });

  it('fails a price position outside the contract, or the 404 of a service without the call', async () => {
    const drifted = gatewayReplying({ ...examples.pricePosition.answer, percentile: '64' }).gateway;
    await expect(firstValueFrom(drifted.pricePosition('x'))).rejects.toBeInstanceOf(RecommendationAnswerError);
    const without = gatewayReplying({ message: 'Request does not match any route.', parameters: [] }, 404).gateway;
    await expect(firstValueFrom(without.pricePosition('x'))).rejects.toMatchObject({ status: 404 });
  });

  it('asks for the stones similar to a stone by its id, and reads the stone as the service still knows it', async () => {
    const { fetchMock, gateway } = gatewayReplying(examples.similarDiamonds.answer);
    const similar = await firstValueFrom(gateway.similarDiamonds('100004217'));
    expect(sent(fetchMock)).toEqual({ url: '/recommendation/similar_diamonds/', method: 'POST', body: { header: credentials, diamond_id: '100004217' } });
    expect(similar.stone).toEqual({ id: '100004217', shape: 'Round', size: 1.01, color: 'G', clarity: 'VS2', available: false });
    expect(similar.diamonds.map((diamond) => [diamond.id, diamond.price])).toEqual([
      ['100011873', 6240],
      ['100002290', 5990],
      ['100017406', 6630],
    ]);
  });

  it('fails similar stones outside the contract, or the 404 of an id the service never had', async () => {
    const drifted = gatewayReplying({ ...examples.similarDiamonds.answer, stone: { ...examples.similarDiamonds.answer.stone, available: 'no' } }).gateway;
    await expect(firstValueFrom(drifted.similarDiamonds('x'))).rejects.toBeInstanceOf(RecommendationAnswerError);
    const unknown = gatewayReplying({ message: 'Diamond was not found', parameters: [] }, 404).gateway;
    await expect(firstValueFrom(unknown.similarDiamonds('x'))).rejects.toMatchObject({ status: 404 });
  });
});
