import { describe, expect, it } from 'vitest';
import { firstRootField } from './first-root-field';

describe('firstRootField', () => {
  it.each([
    ['{ a }', { operationType: 'query', field: 'a' }],
    ['query { b(x: "}{") { c } }', { operationType: 'query', field: 'b' }],
    ['query Q($f: Filter = { x: 1 }) { alias: d { e } }', { operationType: 'query', field: 'd' }],
    ['# a comment { nope }\nmutation M { f }', { operationType: 'mutation', field: 'f' }],
    ['fragment P on Product { sku } query { products { ...P } }', { operationType: 'query', field: 'products' }],
    ['subscription { g }', { operationType: 'subscription', field: 'g' }],
  ])('finds the first field of %s', (document, expected) => {
    expect(firstRootField(document)).toEqual(expected);
  });

  it.each(['', 'query', 'fragment P on X { a }', 'query { ...Spread }', '}{'])('finds none in %j', (document) => {
    expect(firstRootField(document)).toBeUndefined();
  });
});
