import { firstValueFrom, throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { FindAlternatives } from './find-alternatives.use-case';

const rounds = ['R1', 'R2', 'R3', 'R4'].map((id, at) => aDiamond({ id, size: 0.5 + at / 10, price: 1_500 + at * 800 }));
const ovals = ['O1', 'O2', 'O3', 'O4'].map((id, at) => aDiamond({ id, shape: 'Oval', size: 1 + at / 2, price: 7_000 * (1 + at) }));
const soldOval = aDiamond({ id: 'SOLD', shape: 'Oval', size: 1.01, price: 7_100 });
const down = () => throwError(() => new Error('The recommendation service is unreachable.'));
const refused = () => throwError(() => Object.assign(new Error('Request does not match any route.'), { status: 404 }));

const aService = () => {
  const gateway = new InMemoryRecommendationGateway([...rounds, ...ovals]);
  gateway.sold.set('SOLD', soldOval);
  const logger = new RecordingLogger();
  return { gateway, logger, find: new FindAlternatives(gateway, logger) };
};

describe('FindAlternatives', () => {
  it('offers the stones on sale nearest a sold stone, closest first', async () => {
    const { find } = aService();
    const alternatives = await firstValueFrom(find.execute('SOLD'));
    expect(alternatives.kind).toBe('similar');
    expect(alternatives.stones.map((stone) => stone.diamond.id)).toEqual(['O1', 'O2', 'O3']);
  });

  it.each([
    ['an id the service never had', 'nope' as string | null],
    ['no id at all', null],
  ])('offers the top picks of the default search for %s', async (_case, id) => {
    const { find, gateway } = aService();
    const alternatives = await firstValueFrom(find.execute(id));
    expect(alternatives).toMatchObject({ kind: 'top-picks', search: { shapes: ['Round'], priceFrom: 1_000, priceTo: 5_000 } });
    expect(alternatives.stones).toHaveLength(3);
    expect(gateway.queries).toEqual([{ shapes: ['Round'], priceFrom: 1_000, priceTo: 5_000 }]);
  });

  it('offers the top picks when the service has no similar_diamonds/ call (an older one refuses the path)', async () => {
    const { find, gateway } = aService();
    gateway.similarDiamonds = refused;
    expect(await firstValueFrom(find.execute('SOLD'))).toMatchObject({ kind: 'top-picks', message: 'Diamond was not found' });
  });

  it('offers nothing, and says only that the stone was not found, when the default search is refused', async () => {
    const { find, gateway } = aService();
    gateway.recommend = refused;
    expect(await firstValueFrom(find.execute('nope'))).toMatchObject({ kind: 'top-picks', stones: [], note: 'We have no diamond with this number.' });
  });

  it.each([
    ['the similar stones', (gateway: InMemoryRecommendationGateway) => (gateway.similarDiamonds = down)],
    ['the top picks', (gateway: InMemoryRecommendationGateway) => (gateway.recommend = down)],
  ])('fails as a service that cannot answer, and logs it, when %s cannot be asked for', async (_case, breakIt) => {
    const { find, gateway, logger } = aService();
    breakIt(gateway);
    await expect(firstValueFrom(find.execute('nope'))).rejects.toEqual({ code: 'GENERAL.SERVICE_DOWN', message: 'Something went wrong. Please try again.' });
    expect(logger.entries).not.toEqual([]);
  });
});
