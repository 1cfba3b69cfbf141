import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { formatPrice } from '../../src/domain/shared/money';
import { ALL_RINGS_LABEL } from '../../src/domain/ring/ring-catalogue';
import { bagPage, openRingBuilder, openRingList, ringBuilder, ringList, until } from '../support/bag-and-ring-pages';
import type { ShopWorld } from '../support/world';

/*
 * The ring list and the ring builder as the shopper uses them: the steps make the choices the pages offer on their
 * models and check what the pages show against the store's catalogue.
 */

const shownList = (world: ShopWorld) => {
  const { list } = ringList(world).state;
  assert.equal(list.error, null, String(list.error));
  return list;
};

When('the shopper opens the ring list', async function (this: ShopWorld) {
  await openRingList(this, null);
});

When('the shopper opens the ring list for the {string} style', async function (this: ShopWorld, option: string) {
  await openRingList(this, option);
});

When('the shopper opens the ring {string}', async function (this: ShopWorld, urlKey: string) {
  await openRingBuilder(this, urlKey);
});

/** A link someone shared to a design in a color and metal (the design's name without 'Ring' is its address). */
When(/^the shopper follows a shared link to the (.+) Ring in (Rose Gold|White Gold|Yellow Gold), (\w+)$/, async function (this: ShopWorld, design: string, color: string, metal: string) {
  const link = `/ring-builder/${design.toLowerCase().replaceAll(' ', '-')}?color=${color.replace(' ', '-')}&metal=${metal}`;
  const url = new URL(link, 'https://loupe.example');
  await openRingBuilder(this, design.toLowerCase().replaceAll(' ', '-'), undefined, url.search);
});

When('the shopper opens page {int} of the ring list', async function (this: ShopWorld, page: number) {
  await openRingList(this, null, String(page));
});

Then(/^the ring builder shows the (.+) in (Rose Gold|White Gold|Yellow Gold), (14K|18K|Platinum), with no size chosen yet$/, function (this: ShopWorld, name: string, color: string, metal: string) {
  const state = ringBuilder(this).state;
  assert.equal(state.name, name);
  assert.deepEqual(state.colors.filter((choice) => choice.active).map((choice) => choice.label), [color]);
  assert.deepEqual(state.metals.filter((choice) => choice.active).map((choice) => choice.label), [metal]);
  assert.equal(state.size, null);
  assert.ok(!state.price.startsWith('From'), `the price ${state.price} is not one variant's`);
});

Then('the address of the page reads {string}', function (this: ShopWorld, query: string) {
  assert.equal(ringBuilder(this).state.search, query);
});

Then('the item number is {string}', function (this: ShopWorld, itemNumber: string) {
  assert.equal(ringBuilder(this).state.itemNumber, itemNumber);
});

Then('the ring list offers the way back to page 1 and to page {int}', function (this: ShopWorld, lastPage: number) {
  assert.deepEqual(ringList(this).state.list.wayBack, { first: '/ring-detail', last: `/ring-detail?page=${lastPage}`, lastPage });
});

When('the shopper opens the first ring of the list', async function (this: ShopWorld) {
  await openRingList(this, null);
  const first = shownList(this).rings[0];
  assert.ok(first, 'the list is empty');
  // The ring's link: its design's builder, carrying the page of rings it was listed on.
  assert.equal(first.link, `/ring-builder/${encodeURIComponent(first.urlKey)}`);
  await openRingBuilder(this, first.urlKey, shownList(this).ringLinkState.ringsPage);
});

Then('the ring list says {string}', function (this: ShopWorld, message: string) {
  assert.equal(ringList(this).state.list.error, message);
});

Then('the ring builder says {string}', function (this: ShopWorld, message: string) {
  assert.equal(ringBuilder(this).state.notFound, message);
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
  // What the page's dropdown shows.
  const { optionChoices, selectedOption } = ringList(this).state;
  assert.deepEqual(optionChoices.map((choice) => choice.label), [ALL_RINGS_LABEL, ...storeStyles]);
  assert.ok(optionChoices.every((choice) => !choice.disabled));
  assert.equal(selectedOption, `${first} ${second}`);
});

When('they choose the {string} style from the dropdown', async function (this: ShopWorld, style: string) {
  const destination = ringList(this).chooseOption(style);
  assert.ok('params' in destination, 'choosing a style leaves the list');
  await openRingList(this, destination.params.option ?? null, destination.params.page ?? null);
});

Then('it is the ring the list showed first', function (this: ShopWorld) {
  const first = shownList(this).rings[0];
  const { ring, name } = ringBuilder(this).state;
  assert.ok(first && ring, 'no ring is shown');
  assert.equal(ring.urlKey, first.urlKey);
  assert.equal(name, first.name);
  assert.equal(formatPrice(ring.price), first.price);
  assert.ok(ring.configurableOptions.length > 0, 'the design has no options');
});

Then('they see page {int} of the ring list', function (this: ShopWorld, page: number) {
  const list = shownList(this);
  assert.equal(list.page, page);
  assert.equal(list.summary, `Showing page ${page} of ${list.totalPages}`);
  assert.ok(list.rings.length > 0);
});

Then('the rings are in name order', function (this: ShopWorld) {
  const names = shownList(this).rings.map((ring) => ring.name);
  assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b)));
});

Then('every listed ring is a {word} ring', function (this: ShopWorld, style: string) {
  const rings = shownList(this).rings;
  assert.ok(rings.length > 0);
  for (const ring of rings) assert.equal(ring.style, style);
});

Then('it offers Rose Gold, White Gold and Yellow Gold, 14K, and sizes from 3 to 12', function (this: ShopWorld) {
  const { colors, metals, features, sizes } = ringBuilder(this).state;
  assert.deepEqual(colors.map((color) => color.label).sort(), ['Rose Gold', 'White Gold', 'Yellow Gold']);
  assert.ok(metals.some((metal) => metal.label === '14K'));
  assert.equal(sizes[0]?.value, '3');
  assert.deepEqual(features.find(([label]) => label === 'Sizes'), ['Sizes', '3 to 12']);
});

/** Every price the ring builder showed, by the choice it showed it for, as the shopper saw them. */
const shownPrices = new WeakMap<ShopWorld, Map<string, string>>();
const pricesShown = (world: ShopWorld): Map<string, string> => {
  const prices = shownPrices.get(world) ?? new Map<string, string>();
  shownPrices.set(world, prices);
  return prices;
};

When(/^they choose (Rose Gold|White Gold|Yellow Gold) in (14K|18K|Platinum) on the ring builder$/, function (this: ShopWorld, color: string, metal: string) {
  const builder = ringBuilder(this);
  assert.equal(builder.state.status, 'ready', 'the design is not shown');
  builder.choose('color', color);
  builder.choose('metal', metal);
  pricesShown(this).set(`${color} in ${metal}`, builder.state.price);
});

Then('the builder shows one price for each metal, and the 18K price is not the 14K price', function (this: ShopWorld) {
  const { colors } = ringBuilder(this).state;
  const color = colors.find((candidate) => candidate.active)?.label;
  const gold14 = pricesShown(this).get(`${color} in 14K`);
  const gold18 = pricesShown(this).get(`${color} in 18K`);
  assert.ok(gold14 && gold18, 'both metals were not chosen');
  assert.ok(!gold14.startsWith('From') && !gold18.startsWith('From'), 'a price the choice leaves open');
  assert.notEqual(gold14, formatPrice(0));
  assert.notEqual(gold18, gold14);
});

When('they choose size {word} on the ring builder and add the ring to the bag', async function (this: ShopWorld, size: string) {
  const builder = ringBuilder(this);
  builder.choose('size', size);
  builder.add();
  const added = await until(builder, (state) => state.destination !== null || state.banner !== null);
  assert.equal(added.banner, null);
  assert.deepEqual(added.destination, { to: '/cart' });
});

Then(/^the ring line costs the price the builder showed for (.+)$/, function (this: ShopWorld, chosen: string) {
  const { summary } = bagPage(this).bag.state;
  const line = summary?.lines.find((candidate) => candidate.kind === 'ring');
  assert.ok(line, 'no ring line in the bag');
  const shown = pricesShown(this).get(chosen);
  assert.ok(shown, `the builder never showed ${chosen}`);
  assert.equal(line.price, shown);
  assert.equal(summary?.subtotal, shown);
});
