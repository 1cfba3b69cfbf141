import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { lastValueFrom } from 'rxjs';
import { ListRings, type RingListing } from '../../src/application/rings/list-rings.use-case';
import { LoadRing } from '../../src/application/rings/load-ring.use-case';
import type { Ring } from '../../src/domain/ring/ring';
import { configurableOption } from '../../src/domain/ring/ring';
import { ringSizeRange } from '../../src/domain/ring/ring-size';
import type { ShopWorld } from '../support/world';

const list = (world: ShopWorld, option: string | null) => world.attempt(() => lastValueFrom(world.shop.get(ListRings).execute(option, 1)));

const listing = (world: ShopWorld): RingListing => {
  assert.equal(world.failure, undefined, String((world.failure as Error | undefined)?.message));
  return world.result as RingListing;
};

When('the shopper opens the ring list', async function (this: ShopWorld) {
  await list(this, null);
});

When('the shopper opens the ring list for the {string} style', async function (this: ShopWorld, option: string) {
  await list(this, option);
});

When('the shopper opens the ring {string}', async function (this: ShopWorld, urlKey: string) {
  await this.attempt(() => lastValueFrom(this.shop.get(LoadRing).execute(urlKey)));
});

When('the shopper opens the first ring of the list', async function (this: ShopWorld) {
  await list(this, null);
  const first = listing(this).page.rings[0];
  assert.ok(first, 'the list is empty');
  this.previousRing = first;
  this.result = await lastValueFrom(this.shop.get(LoadRing).execute(first.url_key));
});

Then('it is the ring the list showed first', function (this: ShopWorld) {
  const ring = this.result as Ring;
  assert.equal(ring.url_key, this.previousRing?.url_key);
  assert.equal(ring.price, this.previousRing?.price);
  assert.ok(ring.configurable_options.length > 0, 'the design has no options');
});

Then('they see page {int} of the ring list', function (this: ShopWorld, page: number) {
  const { page: shown } = listing(this);
  assert.equal(shown.page, page);
  assert.ok(shown.totalPages >= 1);
  assert.ok(shown.rings.length > 0);
});

Then('the rings are in name order', function (this: ShopWorld) {
  const names = listing(this).page.rings.map((ring) => ring.name);
  assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b)));
});

Then('every listed ring is a {word} ring', function (this: ShopWorld, style: string) {
  const rings = listing(this).page.rings;
  assert.ok(rings.length > 0);
  for (const ring of rings) assert.equal(ring.ring_options, style);
});

Then('it offers Rose Gold, White Gold and Yellow Gold, 14K, and sizes from 3 to 12', function (this: ShopWorld) {
  const ring = this.result as Ring;
  assert.deepEqual(configurableOption(ring, 'ring_color')?.values.map((v) => v.label).sort(), ['Rose Gold', 'White Gold', 'Yellow Gold']);
  assert.ok(configurableOption(ring, 'ring_metal')?.values.some((v) => v.label === '14K'));
  const range = ringSizeRange(configurableOption(ring, 'ring_size')?.values ?? []);
  assert.deepEqual([range?.from.label, range?.to.label], ['3', '12']);
});
