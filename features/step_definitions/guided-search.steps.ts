import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { firstValueFrom } from 'rxjs';
import { PriceStepModel } from '../../src/application/discovery/price-step.model';
import { ReadCurrentSearch, type CurrentSearch } from '../../src/application/discovery/read-current-search.query';
import { RecommendationsModel } from '../../src/application/discovery/recommendations.model';
import { ShapeStepModel } from '../../src/application/discovery/shape-step.model';
import { ShopByModel } from '../../src/application/discovery/shop-by.model';
import { SizeStepModel } from '../../src/application/discovery/size-step.model';
import { ShopByStore } from '../../src/application/kernel/shop-by.store.port';
import { searchFromAddress } from '../../src/domain/discovery/search-address';
import { PRICE_RANGE_CHOICES, type ShopByAction } from '../../src/domain/discovery/shop-by';
import { follow, location, pageOf, show } from '../support/shown-models';
import type { ShopWorld } from '../support/world';

/** A tile of the shop-by page followed: the tab goes to its link, and the step there opens, as the browser shows it
 * (the step remembers the way, whichever way the shopper came: a tap, a new tab). */
function takeTile(world: ShopWorld, way: ShopByAction): void {
  const tile = pageOf(world, ShopByModel).state.tiles.find((candidate) => candidate.action === way);
  assert.ok(tile, `no tile leads to the ${way} way`);
  follow(world, { to: tile.to });
  const search = location(world)?.search ?? '';
  if (way === 'price') show(world, PriceStepModel);
  else if (way === 'shape') show(world, ShapeStepModel);
  else show(world, SizeStepModel).open(search);
}

/** A budget followed: the tab goes to its link, and the recommendations there open, storing the search of their
 * address. */
export function takeBudget(world: ShopWorld, label: string): void {
  const choice = pageOf(world, PriceStepModel).state.choices.find((candidate) => candidate.label === label);
  assert.ok(choice, `no budget is labelled ${label}`);
  follow(world, { to: choice.link });
  show(world, RecommendationsModel).open(location(world)?.search ?? '');
}

Given('a shopper on the shop-by page', function (this: ShopWorld) {
  assert.equal(this.localStorage.length, 0);
  pageOf(this, ShopByModel);
});

Given('a shopper who has not chosen anything yet', function (this: ShopWorld) {
  assert.equal(this.localStorage.length, 0);
});

Given('a shopper who chose to shop by price', function (this: ShopWorld) {
  takeTile(this, 'price');
});

Given('a shopper whose stored search was damaged', function (this: ShopWorld) {
  this.localStorage.setItem('query', '{"shapes":["Round"],"price_total_from":');
});

When(/^they choose to shop by (price|size|shape)$/, function (this: ShopWorld, way: ShopByAction) {
  takeTile(this, way);
});

When('they choose the {string} budget', function (this: ShopWorld, label: string) {
  assert.ok(PRICE_RANGE_CHOICES.some((candidate) => candidate.label === label), `no budget is labelled ${label}`);
  takeBudget(this, label);
});

When('they look at their current search', async function (this: ShopWorld) {
  this.result = await firstValueFrom(this.shop.get(ReadCurrentSearch).execute());
});

Then('the shop remembers the {string} way of shopping', function (this: ShopWorld, way: string) {
  assert.equal(this.storedJson('sb_action'), way);
});

Then('the shopper is at the first step of the flow', function (this: ShopWorld) {
  assert.equal(this.storedJson('sb_state'), 'step1');
  const way = this.storedJson('sb_action') as string;
  assert.equal(location(this)?.pathname, `/shop-by-${way}/step1`);
});

Then('the stored search asks for Round diamonds from {int} to {int} dollars', function (this: ShopWorld, from: number, to: number) {
  assert.deepEqual(this.storedJson('query'), { price_total_from: from, price_total_to: to, shapes: ['Round'], attr: 'price' });
});

Then('the shopper goes on to step 2, the search in its address', function (this: ShopWorld) {
  assert.equal(this.storedJson('sb_state'), 'step2');
  assert.equal(location(this)?.pathname, '/shop-by-price/step2');
  // The same search as the stored one, so that the results can be shared and reloaded.
  assert.deepEqual(searchFromAddress(location(this)?.search ?? ''), this.shop.get(ShopByStore).readQuery());
});

Then('it asks for Round diamonds from {int} to {int} dollars', function (this: ShopWorld, from: number, to: number) {
  const { query } = this.result as CurrentSearch;
  assert.deepEqual(query, { shapes: ['Round'], priceFrom: from, priceTo: to });
});

Then('it says nothing was stored yet', function (this: ShopWorld) {
  assert.equal((this.result as CurrentSearch).isStored, false);
});
