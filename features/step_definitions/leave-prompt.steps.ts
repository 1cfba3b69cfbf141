import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { ProductDetailsModel } from '../../src/application/diamond/product-details.model';
import type { ShopWorld } from '../support/world';

/*
 * The question before leaving a diamond's page, asked of the page's own model as the router's leave guard asks it
 * (a link) and as the browser's unload question reads it (closing the tab).
 */

/** Whether the last navigation waited for the shopper's answer. */
const waited = new WeakMap<ShopWorld, boolean>();

const detailsPage = (world: ShopWorld): ProductDetailsModel => {
  assert.ok(world.detailsPage?.state.diamond, 'no diamond page is open');
  return world.detailsPage;
};

When('they select the diamond to compare', function (this: ShopWorld) {
  const page = detailsPage(this);
  page.toggleCompare();
  assert.equal(page.state.isCompared, true);
});

When('they head for the landing page through a link', function (this: ShopWorld) {
  waited.set(this, detailsPage(this).requestLeave('/'));
});

Then('they leave without being asked', function (this: ShopWorld) {
  assert.equal(waited.get(this), false);
  assert.equal(detailsPage(this).state.leavePrompt, null);
});

Then('they are asked {string}', function (this: ShopWorld, question: string) {
  assert.equal(waited.get(this), true);
  // The question's two lines, read as one sentence after another.
  assert.equal(detailsPage(this).state.leavePrompt?.replaceAll('\n', ' '), question);
});

Then(/^closing the tab would (not ask either|ask too)$/, function (this: ShopWorld, answer: string) {
  assert.equal(detailsPage(this).state.asksBeforeLeaving, answer === 'ask too');
});
