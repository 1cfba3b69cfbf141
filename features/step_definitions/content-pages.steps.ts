import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { ContentPageModel, type ContentPageRef } from '../../src/application/content/content-page.model';
import { CONTENT_PAGES, type ContentPageSlug } from '../../src/domain/content/content-page';
import type { ShopWorld } from '../support/world';

/** The content page the shopper has open: the model its view binds to. */
const contentPages = new WeakMap<ShopWorld, ContentPageModel>();

async function openContentPage(world: ShopWorld, ref: ContentPageRef): Promise<void> {
  const page = world.shop.get(ContentPageModel);
  page.attach();
  contentPages.set(world, page);
  await page.open(ref);
}

const shown = (world: ShopWorld) => {
  const page = contentPages.get(world);
  assert.ok(page, 'no content page is open');
  assert.equal(page.state.loading, false, 'the page is still loading');
  return page.state;
};

When('the shopper opens the {string} page', async function (this: ShopWorld, slug: ContentPageSlug) {
  const ref = CONTENT_PAGES[slug];
  assert.ok(ref, `no content page is called ${slug}`);
  await openContentPage(this, ref);
});

When('the shopper opens the content page with id {int}', async function (this: ShopWorld, id: number) {
  await openContentPage(this, { id, title: 'A page the store does not have' });
});

Then('they read the heading {string}', function (this: ShopWorld, heading: string) {
  assert.equal(shown(this).heading, heading);
});

Then('the page has a body', function (this: ShopWorld) {
  const page = shown(this);
  assert.equal(page.unavailable, false);
  assert.match(page.html, /<p>/);
});

Then('no page is given, the page says {string}', function (this: ShopWorld, message: string) {
  const page = shown(this);
  assert.equal(page.notFound, message);
  assert.equal(page.html, '');
});

Then('the failure is logged', function (this: ShopWorld) {
  assert.equal(this.logger.entries.length, 1);
  assert.match(this.logger.entries[0]?.message ?? '', /Content page 999/);
});
