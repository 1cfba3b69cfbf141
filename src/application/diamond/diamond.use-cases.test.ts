import { firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryContactGateway } from '../../../test/doubles/in-memory-contact.gateway';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { InMemoryShopByStore } from '../../../test/doubles/in-memory-shop-by.store';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { RequestCertificate } from '../contact/request-certificate.use-case';
import { DiamondSelection } from './diamond-selection.service';
import { LoadDiamond } from './load-diamond.use-case';
import { RecommendForShape } from './recommend-for-shape.use-case';
import { TuneDiamond } from './tune-diamond.use-case';

const stones = [
  aDiamond({ id: 'A', size: 1, price: 6000 }),
  aDiamond({ id: 'B', size: 1.02, price: 5500 }),
  aDiamond({ id: 'C', size: 1.5, price: 9000 }),
  aDiamond({ id: 'P', shape: 'Pear', size: 1.1, price: 5000 }),
];
const gateway = () => new InMemoryRecommendationGateway(stones);
const EMPTY = { history: [], future: [] };

describe('LoadDiamond', () => {
  it('gives the stone', async () => {
    expect((await firstValueFrom(new LoadDiamond(gateway(), new RecordingLogger()).execute('C'))).size).toBe(1.5);
  });

  it('says an unknown stone was not found', async () => {
    await expect(firstValueFrom(new LoadDiamond(gateway(), new RecordingLogger()).execute('nope'))).rejects.toEqual({ code: 'DIAMOND.NOT_FOUND', message: 'Diamond was not found' });
  });
});

describe('TuneDiamond', () => {
  it('answers a cheaper stone for price minus and records the history', async () => {
    const answer = await firstValueFrom(new TuneDiamond(gateway(), new RecordingLogger()).execute({ diamondId: 'A', state: EMPTY, edit: { kind: 'adjust', attr: 'price', dir: 'dec' } }));
    expect(answer.diamond.id).toBe('B');
    expect(answer.state.history).toEqual(['A']);
    expect(answer.moved).toBe(true);
  });

  it('completes without an answer when the service fails, after logging', async () => {
    const failing = Object.assign(gateway(), { failWith: new Error('offline') });
    const logger = new RecordingLogger();
    const answers = await lastValueFrom(new TuneDiamond(failing, logger).execute({ diamondId: 'A', state: EMPTY, edit: { kind: 'command', command: 'back' } }).pipe(toArray()));
    expect(answers).toEqual([]);
    expect(logger.entries.map((e) => e.message)).toEqual(['Tuning (command) failed']);
  });
});

describe('RecommendForShape', () => {
  it('requeries the stored search in the new shape and remembers it', async () => {
    const store = new InMemoryShopByStore();
    store.query = { shapes: ['Round'], priceFrom: 1000, priceTo: 10000 };
    const answer = await firstValueFrom(new RecommendForShape(gateway(), store, new RecordingLogger()).execute('Pear'));
    expect(answer.diamond.id).toBe('P');
    expect(store.query).toEqual({ shapes: ['Pear'], priceFrom: 1000, priceTo: 10000 });
    expect(store.shapeFilter).toBe('Pear');
  });
});

describe('DiamondSelection', () => {
  it.each([
    [['A'], ['A']],
    [['A', 'B'], ['A', 'B']],
    [['A', 'B', 'C'], ['B', 'C']],
    [['A', 'B', 'A'], ['B']],
  ])('toggling %j leaves %j', (ids, expected) => {
    const selection = new DiamondSelection();
    ids.forEach((id) => selection.toggle(id));
    expect(selection.compared).toEqual(expected);
  });
});

describe('RequestCertificate', () => {
  it('sends a contact message naming the request, the diamond and the page', async () => {
    const contact = new InMemoryContactGateway();
    await firstValueFrom(new RequestCertificate(contact, new RecordingLogger()).execute({ name: ' Ada ', email: 'ada@loupe.test', diamondId: 'A', pagePath: '/product-details/QQ' }), { defaultValue: undefined });
    expect(contact.sent).toEqual([{ name: 'Ada', email: 'ada@loupe.test', comment: 'Certificate request for diamond A (page /product-details/QQ)' }]);
  });

  it.each([
    [{ name: '', email: 'ada@loupe.test' }],
    [{ name: 'Ada', email: 'not-an-email' }],
  ])('refuses %j without sending', async (fields) => {
    const contact = new InMemoryContactGateway();
    await expect(firstValueFrom(new RequestCertificate(contact, new RecordingLogger()).execute({ ...fields, diamondId: 'A', pagePath: '/' }), { defaultValue: undefined })).rejects.toMatchObject({ code: 'CERTIFICATE.INVALID' });
    expect(contact.sent).toEqual([]);
  });

  it('says something went wrong when sending fails', async () => {
    const contact = Object.assign(new InMemoryContactGateway(), { failWith: new Error('500') });
    await expect(firstValueFrom(new RequestCertificate(contact, new RecordingLogger()).execute({ name: 'Ada', email: 'ada@loupe.test', diamondId: 'A', pagePath: '/' }), { defaultValue: undefined })).rejects.toEqual({
      code: 'GENERAL.SOMETHING_WENT_WRONG',
      message: 'Something went wrong. Please try again.',
    });
  });
});
