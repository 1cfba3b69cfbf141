import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { firstValueFrom } from 'rxjs';
import { LoadContentPage } from '../../src/application/content/load-content-page.use-case';
import { CONTENT_PAGES, type ContentPage, type ContentPageSlug } from '../../src/domain/content/content-page';
import type { ShopWorld } from '../support/world';

When('the shopper opens the {string} page', async function (this: ShopWorld, slug: ContentPageSlug) {
  const page = CONTENT_PAGES[slug];
  assert.ok(page, `no content page is called ${slug}`);
  this.result = await firstValueFrom(this.shop.get(LoadContentPage).execute(page.id));
});

When('the shopper opens the content page with id {int}', async function (this: ShopWorld, id: number) {
  this.result = await firstValueFrom(this.shop.get(LoadContentPage).execute(id));
});

Then('they read the heading {string}', function (this: ShopWorld, heading: string) {
  assert.equal((this.result as ContentPage).heading, heading);
});

Then('the page has a body', function (this: ShopWorld) {
  assert.match((this.result as ContentPage).html, /<p>/);
});

Then('no page is given', function (this: ShopWorld) {
  assert.equal(this.result, null);
});

Then('the failure is logged', function (this: ShopWorld) {
  assert.equal(this.logger.entries.length, 1);
  assert.match(this.logger.entries[0]?.message ?? '', /Content page 999/);
});
