import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage';
import { WebStorageShopByStore } from './web-storage.shop-by.store';

describe('WebStorageShopByStore', () => {
  it('keeps the guided search under the spec keys', () => {
    const storage = new MemoryStorage();
    const store = new WebStorageShopByStore(storage);
    store.saveAction('shape');
    store.saveStep('step2');
    store.saveQuery({ shapes: ['Oval'], priceFrom: 1, priceTo: 2 });
    store.saveShapeFilter('Pear');
    expect(Object.fromEntries([0, 1, 2, 3].map((i) => [storage.key(i), storage.getItem(storage.key(i) ?? '')]))).toEqual({
      sb_action: '"shape"',
      sb_state: '"step2"',
      query: '{"shapes":["Oval"],"price_total_from":1,"price_total_to":2}',
      shape: '"Pear"',
    });
    expect(store.readAction()).toBe('shape');
    expect(store.readStep()).toBe('step2');
    expect(store.readShapeFilter()).toBe('Pear');
  });

  it('reads the search a shopper saved under the spec keys in the shop names, and writes it back as it was', () => {
    const storage = new MemoryStorage();
    const saved = '{"shapes":["Round"],"price_total_from":5000,"price_total_to":10000,"size_from":1,"size_to":1.24,"attr":"price"}';
    storage.setItem('query', saved);
    const store = new WebStorageShopByStore(storage);
    const query = store.readQuery();
    expect(query).toEqual({ shapes: ['Round'], priceFrom: 5000, priceTo: 10000, sizeFrom: 1, sizeTo: 1.24, attr: 'price' });
    store.saveQuery(query!);
    expect(storage.getItem('query')).toBe(saved);
  });

  it.each([
    ['query', '{not json'],
    ['query', '"a string"'],
    ['query', '[1,2]'],
    ['query', '{"shapes":["Triangle"]}'],
    ['query', '{"price_total_from":"cheap"}'],
    ['sb_action', '"colour"'],
    ['sb_state', '"step9"'],
    ['shape', '"Triangle"'],
  ])('reads a damaged %s value (%s) as nothing', (key, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(key, raw);
    const store = new WebStorageShopByStore(storage);
    expect([store.readQuery(), store.readAction(), store.readStep(), store.readShapeFilter()]).toEqual([null, null, null, null]);
  });
});
