import { describe, expect, it } from 'vitest';
import { seededRandom } from '../recommendation/inventory/seeded-random';
import { ChangeTracker } from './change-tracker';
import { applyEntry } from './journal-ops';
import type { JournalOp } from './journal-ops';

interface Item {
  sku: string;
  qty: number;
}
interface Cart {
  id: number;
  items: Item[];
  note?: string;
}
interface Data {
  carts: Cart[];
  tokens: { hash: string; revoked: boolean }[];
  sequences: { cart: number };
}

const sample = (): Data => ({
  carts: Array.from({ length: 6 }, (_, i) => ({ id: i + 1, items: [{ sku: `d${i}`, qty: 1 }] })),
  tokens: [
    { hash: 'a', revoked: false },
    { hash: 'b', revoked: true },
    { hash: 'c', revoked: false },
  ],
  sequences: { cart: 6 },
});

/** Runs `change` under a tracker and returns its ops, checking that they turn the data before into the data after. */
function track(data: Data, change: (view: Data) => void): JournalOp[] {
  const before = structuredClone(data);
  const tracker = ChangeTracker.start(data as unknown as Record<PropertyKey, unknown>);
  change(tracker.view as unknown as Data);
  tracker.finish();
  const ops = tracker.ops();
  // The ops are what the journal line holds: serialized now, replayed over the data as it was.
  const replayed = applyEntry(before as unknown as Record<string, unknown>, JSON.parse(JSON.stringify({ seq: 1, ops })) as { seq: 1; ops: JournalOp[] });
  expect(replayed).toEqual(JSON.parse(JSON.stringify(data)));
  return ops;
}

describe('ChangeTracker', () => {
  it('journals an item added to one cart as that cart alone, whatever the number of carts', () => {
    const data = sample();
    const ops = track(data, (view) => {
      const cart = view.carts.find((candidate) => candidate.id === 4)!;
      cart.items.push({ sku: 'd99', qty: 1 });
    });
    expect(ops).toEqual([{ key: 'carts', set: [[3, data.carts[3]]] }]);
  });

  it('journals a new record as an insert at the end and a counter as its small value', () => {
    const data = sample();
    const ops = track(data, (view) => {
      view.sequences.cart += 1;
      view.carts.push({ id: view.sequences.cart, items: [] });
    });
    expect(ops).toEqual(
      expect.arrayContaining([
        { key: 'sequences', value: { cart: 7 } },
        { key: 'carts', insert: [[6, { id: 7, items: [] }]] },
      ]),
    );
  });

  it('journals a filtered collection as the records it dropped, plus the ones pushed after', () => {
    const data = sample();
    const ops = track(data, (view) => {
      view.tokens = view.tokens.filter((token) => !token.revoked);
      view.tokens.push({ hash: 'd', revoked: false });
    });
    expect(ops).toEqual([
      { key: 'tokens', remove: [1] },
      { key: 'tokens', insert: [[2, { hash: 'd', revoked: false }]] },
    ]);
  });

  it('records nothing for a change that only reads', () => {
    const data = sample();
    expect(track(data, (view) => void view.carts.find((cart) => cart.items.length > 5))).toEqual([]);
  });

  it('stores the real objects, never the proxies, when read records are moved around', () => {
    const data = sample();
    track(data, (view) => {
      const [first] = view.carts.splice(0, 1);
      view.carts.push(first!);
      view.carts[0]!.items = [...view.carts[0]!.items, { sku: 'x', qty: 2 }];
    });
    expect(data.carts.map((cart) => cart.id)).toEqual([2, 3, 4, 5, 6, 1]);
    expect(structuredClone(data).carts[0]!.items).toHaveLength(2);
  });

  it('replays exactly whatever mix of changes a route makes (seeded random changes)', () => {
    const random = seededRandom(7, 'change-tracker');
    const pick = (n: number) => Math.floor(random.next() * n);
    for (let round = 0; round < 300; round++) {
      const data = sample();
      track(data, (view) => {
        for (let step = 0; step < 1 + pick(4); step++) {
          const carts = view.carts;
          switch (pick(10)) {
            case 0:
              carts.push({ id: 100 + round * 10 + step, items: [] });
              break;
            case 1:
              if (carts.length > 0) carts.splice(pick(carts.length), 1);
              break;
            case 2:
              carts.unshift({ id: 200 + step, items: [] });
              break;
            case 3:
              carts.sort((a, b) => b.id - a.id);
              break;
            case 4:
              view.carts = carts.filter((cart) => cart.id % 2 === 0);
              break;
            case 5:
              if (carts.length > 0) carts[pick(carts.length)]!.items.push({ sku: `s${step}`, qty: 1 });
              break;
            case 6:
              if (carts.length > 0) delete carts[pick(carts.length)]!.note;
              break;
            case 7:
              if (carts.length > 0) Object.assign(carts[pick(carts.length)]!, { note: `n${step}` });
              break;
            case 8:
              if (carts.length > 1) carts[0] = carts[carts.length - 1]!;
              break;
            default:
              view.tokens.forEach((token) => (token.revoked = true));
          }
        }
      });
    }
  });
});
