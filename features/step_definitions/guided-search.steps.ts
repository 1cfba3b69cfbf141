import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { firstValueFrom } from 'rxjs';
import { ChoosePriceRange } from '../../src/application/discovery/choose-price-range.use-case';
import { ChooseShopByAction } from '../../src/application/discovery/choose-shop-by-action.use-case';
import { ReadCurrentSearch, type CurrentSearch } from '../../src/application/discovery/read-current-search.query';
import { PRICE_RANGE_CHOICES, type ShopByAction } from '../../src/domain/discovery/shop-by';
import type { ShopWorld } from '../support/world';

Given('a shopper on the shop-by page', function (this: ShopWorld) {
  assert.equal(this.localStorage.length, 0);
});

Given('a shopper who has not chosen anything yet', function (this: ShopWorld) {
  assert.equal(this.localStorage.length, 0);
});

Given('a shopper who chose to shop by price', async function (this: ShopWorld) {
  await firstValueFrom(this.shop.get(ChooseShopByAction).execute('price'));
});

Given('a shopper whose stored search was damaged', function (this: ShopWorld) {
  this.localStorage.setItem('query', '{"shapes":["Round"],"price_total_from":');
});

When(/^they choose to shop by (price|size|shape)$/, async function (this: ShopWorld, way: ShopByAction) {
  this.result = await firstValueFrom(this.shop.get(ChooseShopByAction).execute(way));
});

When('they choose the {string} budget', async function (this: ShopWorld, label: string) {
  const choice = PRICE_RANGE_CHOICES.find((candidate) => candidate.label === label);
  assert.ok(choice, `no budget is labelled ${label}`);
  this.result = await firstValueFrom(this.shop.get(ChoosePriceRange).execute(choice.id));
});

When('they look at their current search', async function (this: ShopWorld) {
  this.result = await firstValueFrom(this.shop.get(ReadCurrentSearch).execute());
});

Then('the shop remembers the {string} way of shopping', function (this: ShopWorld, way: string) {
  assert.equal(this.storedJson('sb_action'), way);
});

Then('the shopper is at the first step of the flow', function (this: ShopWorld) {
  assert.equal(this.storedJson('sb_state'), 'step1');
});

Then('the stored search asks for Round diamonds from {int} to {int} dollars', function (this: ShopWorld, from: number, to: number) {
  assert.deepEqual(this.storedJson('query'), { price_total_from: from, price_total_to: to, shapes: ['Round'], attr: 'price' });
});

Then('the shopper goes on to step 2', function (this: ShopWorld) {
  assert.equal(this.storedJson('sb_state'), 'step2');
});

Then('it asks for Round diamonds from {int} to {int} dollars', function (this: ShopWorld, from: number, to: number) {
  const { query } = this.result as CurrentSearch;
  assert.deepEqual(query, { shapes: ['Round'], price_total_from: from, price_total_to: to });
});

Then('it says nothing was stored yet', function (this: ShopWorld) {
  assert.equal((this.result as CurrentSearch).isStored, false);
});
