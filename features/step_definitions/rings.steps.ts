import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { firstValueFrom, lastValueFrom } from 'rxjs';
import { ListRings, type RingListing } from '../../src/application/rings/list-rings.use-case';
import { AddRingToBag } from '../../src/application/bag/add-ring-to-bag.use-case';
import type { BagView } from '../../src/application/bag/bag.service';
import { LoadRing } from '../../src/application/rings/load-ring.use-case';
import type { Ring } from '../../src/domain/ring/ring';
import { configurableOption } from '../../src/domain/ring/ring';
import { ALL_RINGS_LABEL, ringOptionParam, ringStyleChoices } from '../../src/domain/ring/ring-catalogue';
import { ringItemCode, ringVariantCode } from '../../src/domain/ring/ring-code';
import { ringPrice, type RingPriceQuote } from '../../src/domain/ring/ring-price';
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

Then('the style dropdown still offers All Rings and every style of the store, with {word} {word} chosen', async function (this: ShopWorld, first: string, second: string) {
  // The store's own list of styles (Magento's attribute options), asked for directly.
  const response = await fetch(`${this.backendUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ customAttributeMetadata(attributes: [{ attribute_code: "ring_options", entity_type: "4" }]) { items { attribute_options { label value } } } }' }),
  });
  const answer = (await response.json()) as { data: { customAttributeMetadata: { items: { attribute_options: { label: string }[] }[] } } };
  const storeStyles = answer.data.customAttributeMetadata.items[0]?.attribute_options.map((option) => option.label) ?? [];
  assert.ok(storeStyles.length > 1, 'the store has a single style');
  // What the page's dropdown shows, from what the shop read.
  const styles = await firstValueFrom(this.shop.get(ListRings).styles());
  const { choices, selected } = ringStyleChoices(styles.map((style) => style.label), ringOptionParam(`${first} ${second}`));
  assert.deepEqual(choices.map((choice) => choice.label), [ALL_RINGS_LABEL, ...storeStyles]);
  assert.ok(choices.every((choice) => !choice.disabled));
  assert.equal(selected, `${first} ${second}`);
});

When('they choose the {string} style from the dropdown', async function (this: ShopWorld, style: string) {
  await list(this, ringOptionParam(style));
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

/** The ring builder as the shopper left it: the design it shows, the last choice and every price it showed. */
interface Builder {
  readonly ring: Ring;
  choice: { color: string; metal: string };
  readonly shown: Map<string, RingPriceQuote>;
}
const builders = new WeakMap<ShopWorld, Builder>();
const builderOf = (world: ShopWorld): Builder => {
  const builder = builders.get(world);
  assert.ok(builder, 'no ring is open in the builder');
  return builder;
};

When(/^they choose (Rose Gold|White Gold|Yellow Gold) in (14K|18K|Platinum) on the ring builder$/, function (this: ShopWorld, color: string, metal: string) {
  const ring = builders.get(this)?.ring ?? (this.result as Ring);
  assert.equal(this.failure, undefined, String((this.failure as Error | undefined)?.message));
  const builder = builders.get(this) ?? { ring, choice: { color, metal }, shown: new Map<string, RingPriceQuote>() };
  builder.choice = { color, metal };
  // What the page shows for the choice: the rule the ring builder prices by, over the design the store answered.
  builder.shown.set(`${color} in ${metal}`, ringPrice(ring, { color, metal, size: null }));
  builders.set(this, builder);
});

Then('the builder shows one price for each metal, and the 18K price is not the 14K price', function (this: ShopWorld) {
  const { shown, choice } = builderOf(this);
  const gold14 = shown.get(`${choice.color} in 14K`);
  const gold18 = shown.get(`${choice.color} in 18K`);
  assert.ok(gold14 && gold18, 'both metals were not chosen');
  assert.deepEqual([gold14.from, gold18.from], [false, false], 'a price the choice leaves open');
  assert.ok(gold14.amount > 0);
  assert.notEqual(gold18.amount, gold14.amount);
});

When('they choose size {word} on the ring builder and add the ring to the bag', async function (this: ShopWorld, size: string) {
  const { ring, choice } = builderOf(this);
  await firstValueFrom(this.shop.get(AddRingToBag).execute(ringVariantCode(ringItemCode(ring.url_key), choice.color, choice.metal, size)));
});

Then(/^the ring line costs the price the builder showed for (.+)$/, function (this: ShopWorld, chosen: string) {
  const bag = this.result as BagView;
  const line = bag.lines.find((candidate) => candidate.kind === 'ring');
  assert.ok(line, 'no ring line in the bag');
  const shown = builderOf(this).shown.get(chosen);
  assert.ok(shown, `the builder never showed ${chosen}`);
  assert.equal(line.item.price, shown.amount);
  assert.equal(bag.totals.subtotal, shown.amount);
});
