import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { LoadDiamond } from '../src/application/diamond/load-diamond.use-case';
import { RecommendDiamonds } from '../src/application/discovery/recommend-diamonds.use-case';
import { SHOP_ERRORS } from '../src/domain/shared/error-catalogue';
import { RecordingLogger } from '../test/doubles/recording.logger';
import { HttpRecommendationGateway } from '../src/infrastructure/recommendation-http/http-recommendation.gateway';
import { RecommendationAnswerError } from '../src/infrastructure/recommendation-http/recommendation-answer.error';

/** An answer that breaks the recommendation contract reaches the shopper as the page's usual message, never as a
 * crash in a view, and the log says what broke: the adapter's check and the use cases, together. */
const credentials = { username: 'loupe', password: 'loupe-dev' };
const gatewayReplying = (body: unknown) =>
  new HttpRecommendationGateway({
    baseUrl: '/recommendation',
    credentials,
    fetch: vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  });
const state = { history: [], future: [], version: 1, query: { shapes: ['Round'] }, current: null };

describe('an answer that breaks the recommendation contract', () => {
  it('a malformed answer is the shop\'s usual message for the page, and the log says what broke', async () => {
    const logger = new RecordingLogger();
    const gateway = gatewayReplying({ total_available_diamonds: 'many', state });
    // A service that breaks its contract is one that could not answer: the page's words, and never that the stone
    // does not exist.
    await expect(firstValueFrom(new RecommendDiamonds(gateway, logger).execute({}))).rejects.toBe(SHOP_ERRORS.RESULTS_SERVICE_DOWN);
    expect(SHOP_ERRORS.RESULTS_SERVICE_DOWN.message).toBe(SHOP_ERRORS.RESULTS_NOT_LOADED.message);
    const broken = gatewayReplying({ diamond: { diamond_id: 'a' } });
    await expect(firstValueFrom(new LoadDiamond(broken, logger).execute('a'))).rejects.toBe(SHOP_ERRORS.SERVICE_DOWN);
    expect(logger.entries.map((entry) => [entry.message, entry.detail instanceof RecommendationAnswerError])).toEqual([
      ['Recommendations could not be loaded', true],
      ['Diamond a could not be loaded', true],
    ]);
  });

});
