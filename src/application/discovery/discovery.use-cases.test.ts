import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryShopByStore } from '../../../test/doubles/in-memory-shop-by.store';
import { ChooseShopByAction } from './choose-shop-by-action.use-case';
import { ReadCurrentSearch } from './read-current-search.query';

const aStore = () => new InMemoryShopByStore();

describe('ChooseShopByAction', () => {
  it.each(['price', 'size', 'shape'] as const)('remembers %s and the first step', async (action) => {
    const store = aStore();
    await expect(firstValueFrom(new ChooseShopByAction(store).execute(action))).resolves.toBe(action);
    expect(store.readAction()).toBe(action);
    expect(store.readStep()).toBe('step1');
  });

  it('does nothing until subscribed', () => {
    const store = aStore();
    new ChooseShopByAction(store).execute('size');
    expect(store.readAction()).toBeNull();
  });
});

describe('ReadCurrentSearch', () => {
  it('falls back to the default query when nothing is stored', async () => {
    await expect(firstValueFrom(new ReadCurrentSearch(aStore()).execute())).resolves.toEqual({
      query: { shapes: ['Round'], priceFrom: 1000, priceTo: 5000 },
      action: null,
      isStored: false,
      shape: 'Round',
    });
  });

  it('reads the stored query and action', async () => {
    const store = aStore();
    store.saveQuery({ priceFrom: 5000, priceTo: 10000, shapes: ['Round'], attr: 'price' });
    store.saveAction('price');
    const search = await firstValueFrom(new ReadCurrentSearch(store).execute());
    expect(search).toEqual({ query: { priceFrom: 5000, priceTo: 10000, shapes: ['Round'], attr: 'price' }, action: 'price', isStored: true, shape: 'Round' });
  });

  it('gives the shape chosen last', async () => {
    const store = aStore();
    store.shapeFilter = 'Pear';
    expect((await firstValueFrom(new ReadCurrentSearch(store).execute())).shape).toBe('Pear');
  });
});
