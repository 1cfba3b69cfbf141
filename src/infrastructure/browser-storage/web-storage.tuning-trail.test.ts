import type { TuningState } from '../../application/kernel/recommendation.gateway.port';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage';
import { STORAGE_KEYS } from './storage-keys';
import { KEPT_STOPS, WebStorageTuningTrail } from './web-storage.tuning-trail';

const state: TuningState = { history: [{ diamond_id: '100000001', query: { shapes: ['Round'] } }], future: ['100000003'], version: 1, query: { shapes: ['Round'] }, current: '100000002' };
const stop = { diamondId: '100000002', state, previous: 'e0', next: 'e2' };

describe('the tuning trail in session storage', () => {
  it('keeps a stop per entry of the tab\'s history, the last written for each', () => {
    const storage = new MemoryStorage();
    const trail = new WebStorageTuningTrail(storage);
    trail.write('e1', { diamondId: '100000009', state: { history: [], future: [] } });
    trail.write('e1', stop);
    trail.write('e2', { diamondId: '100000003', state: { history: [], future: [] }, previous: 'e1' });
    // Another page of the tab (a reload) reads the same storage.
    const reloaded = new WebStorageTuningTrail(storage);
    expect(reloaded.read('e1')).toEqual(stop);
    expect(reloaded.read('e2')).toEqual({ diamondId: '100000003', state: { history: [], future: [] }, previous: 'e1' });
    expect(reloaded.read('e3')).toBeNull();
  });

  it('keeps the search of each state in the service names, as tabs kept it before, and gives it in the shop names', () => {
    const storage = new MemoryStorage();
    const kept = { diamondId: '100000002', state: { history: [], future: [], query: { shapes: ['Round'], price_total_from: 5000, size_to: 1.49 } } };
    storage.setItem(STORAGE_KEYS.tuningTrail, JSON.stringify([['e1', kept]]));
    const trail = new WebStorageTuningTrail(storage);
    const read = trail.read('e1');
    expect(read).toEqual({ diamondId: '100000002', state: { history: [], future: [], query: { shapes: ['Round'], priceFrom: 5000, sizeTo: 1.49 } } });
    trail.write('e1', read!);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.tuningTrail) ?? 'null')).toEqual([['e1', kept]]);
  });

  it.each([
    ['not JSON', '{"e1":'],
    ['not a list', JSON.stringify({ e1: stop })],
    ['a stop without its stone', JSON.stringify([['e1', { ...stop, diamondId: '' }]])],
    ['a state without its lists', JSON.stringify([['e1', { ...stop, state: { query: {} } }]])],
    ['a history longer than the service keeps', JSON.stringify([['e1', { ...stop, state: { ...state, history: Array.from({ length: 51 }, () => '100000001') } }]])],
    ['a step that is neither an id nor a step', JSON.stringify([['e1', { ...stop, state: { ...state, future: [7] } }]])],
    ['a neighbour that is no entry', JSON.stringify([['e1', { ...stop, previous: 42 }]])],
    ['an entry key far too long', JSON.stringify([['e'.repeat(65), stop]])],
  ])('reads a value it did not write (%s) as no trail at all', (_case, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.tuningTrail, raw);
    const trail = new WebStorageTuningTrail(storage);
    expect(trail.read('e1')).toBeNull();
    // And starts again from it.
    trail.write('e2', stop);
    expect(trail.read('e2')).toEqual(stop);
  });

  it(`keeps the ${KEPT_STOPS} most recent entries`, () => {
    const trail = new WebStorageTuningTrail(new MemoryStorage());
    for (let entry = 0; entry <= KEPT_STOPS; entry++) trail.write(`e${entry}`, stop);
    expect(trail.read('e0')).toBeNull();
    expect(trail.read('e1')).toEqual(stop);
    expect(trail.read(`e${KEPT_STOPS}`)).toEqual(stop);
  });

  it('lets the page go on when the storage refuses to keep it', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const trail = new WebStorageTuningTrail(full);
    expect(() => trail.write('e1', stop)).not.toThrow();
    expect(trail.read('e1')).toBeNull();
  });
});
