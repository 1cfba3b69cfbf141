import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { firstValueFrom } from 'rxjs';
import { AddRingToBag } from '../../src/application/bag/add-ring-to-bag.use-case';
import { Bag, type BagView } from '../../src/application/bag/bag.service';
import { LoadRing } from '../../src/application/rings/load-ring.use-case';
import { grandTotalOf } from '../../src/domain/cart/cart-totals';
import { customAttribute } from '../../src/domain/cart/cart-item';
import { ringItemCode, ringVariantCode } from '../../src/domain/ring/ring-code';
import { FREE_RING_CODE, freeRingColorName, type BagRingColor } from '../../src/domain/ring/ring-metal';
import type { ShopWorld } from '../support/world';

const bagOf = (world: ShopWorld): BagView => {
  const bag = world.result as BagView | undefined;
  assert.ok(bag && 'lines' in bag, 'the bag was not opened');
  return bag;
};

async function openBag(world: ShopWorld) {
  world.result = await firstValueFrom(world.shop.get(Bag).refresh());
}

When('they open the bag', async function (this: ShopWorld) {
  await openBag(this);
});

When('they apply the coupon {string}', async function (this: ShopWorld, code: string) {
  this.failure = undefined;
  this.couponReply = undefined;
  try {
    this.couponReply = await firstValueFrom(this.shop.get(Bag).applyCoupon(code));
  } catch (error) {
    this.failure = error;
  }
  await openBag(this);
});

When('they cancel the coupon', async function (this: ShopWorld) {
  this.result = await firstValueFrom(this.shop.get(Bag).cancelCoupon());
});

When(/^they check out with the free ring in (white|yellow|rose gold), (14K|18K|Platinum), size ([\d.]+)$/, async function (this: ShopWorld, color: BagRingColor, metal: string, size: string) {
  await firstValueFrom(this.shop.get(Bag).checkout(ringVariantCode(FREE_RING_CODE, freeRingColorName(color), metal, size)), { defaultValue: undefined });
  await openBag(this);
});

Given(/^the bag also holds the free ring in (white|yellow|rose gold), (14K|18K|Platinum), size ([\d.]+)$/, async function (this: ShopWorld, color: BagRingColor, metal: string, size: string) {
  await firstValueFrom(this.shop.get(Bag).checkout(ringVariantCode(FREE_RING_CODE, freeRingColorName(color), metal, size)), { defaultValue: undefined });
  await openBag(this);
  assert.equal(bagOf(this).lines.length, 2);
});

When('they remove the diamond', async function (this: ShopWorld) {
  const line = bagOf(this).lines.find((candidate) => candidate.kind === 'diamond');
  assert.ok(line, 'no diamond in the bag');
  this.result = await firstValueFrom(this.shop.get(Bag).remove(line.item.item_id));
});

When(/^they add the "([\w-]+)" ring in (.+), (14K|18K|Platinum), size ([\d.]+)$/, async function (this: ShopWorld, urlKey: string, color: string, metal: string, size: string) {
  const ring = await firstValueFrom(this.shop.get(LoadRing).execute(urlKey));
  assert.equal(ring.url_key, urlKey);
  await firstValueFrom(this.shop.get(AddRingToBag).execute(ringVariantCode(ringItemCode(urlKey), color, metal, size)));
});

Then('the bag lists {int} line(s)', function (this: ShopWorld, count: number) {
  assert.equal(bagOf(this).lines.length, count);
});

Then("the grand total equals the diamond's price", function (this: ShopWorld) {
  const bag = bagOf(this);
  assert.equal(grandTotalOf(bag.totals), this.current?.total_sales_price);
});

Then('they are told the coupon was applied', function (this: ShopWorld) {
  assert.equal(this.failure, undefined, String((this.failure as Error | undefined)?.message));
  assert.equal(this.couponReply, 'The coupon was applied');
});

Then('the discount is 10 % of the subtotal', function (this: ShopWorld) {
  const { totals } = bagOf(this);
  assert.ok(totals.subtotal && totals.subtotal > 0);
  assert.equal(Math.abs(totals.discount_amount), Math.round(totals.subtotal * 10) / 100);
});

Then('the discount is $100.00', function (this: ShopWorld) {
  assert.equal(Math.abs(bagOf(this).totals.discount_amount), 100);
});

Then('the grand total is the subtotal less the discount', function (this: ShopWorld) {
  const { totals } = bagOf(this);
  assert.equal(grandTotalOf(totals), Math.round(((totals.subtotal ?? 0) - Math.abs(totals.discount_amount)) * 100) / 100);
});

Then('there is no discount', function (this: ShopWorld) {
  assert.equal(bagOf(this).totals.discount_amount, 0);
});

Then('the bag has no coupon', function (this: ShopWorld) {
  assert.equal(bagOf(this).coupon, null);
});

Then('the coupon is not sent', function (this: ShopWorld) {
  assert.equal((this.failure as { code?: string } | undefined)?.code, 'COUPON.EMPTY');
  assert.equal(bagOf(this).coupon, null);
});

Then('the ring line is {string} with its ring colour, metal and size', function (this: ShopWorld, sku: string) {
  const line = bagOf(this).lines.find((candidate) => candidate.kind === 'ring');
  assert.ok(line, 'no ring line in the bag');
  assert.equal(line.item.sku, sku);
  // A variant sku ends in its colour, metal and size.
  const [color, metal, size] = sku.split('-').slice(-3);
  assert.deepEqual([customAttribute(line.item, 'ring_color'), customAttribute(line.item, 'ring_metal'), customAttribute(line.item, 'ring_size')], [color, metal, size]);
  assert.ok(line.item.extension_attributes?.parent_sku, 'the ring line has no parent sku');
});

Then('the bag is empty', function (this: ShopWorld) {
  assert.deepEqual(bagOf(this).lines, []);
});
