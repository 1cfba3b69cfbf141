import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { BagRingColor } from '../../src/domain/ring/ring-metal';
import { formatPrice } from '../../src/domain/shared/money';
import { bagPage, bagSettled$, checkOutWithFreeRing, openBagPage, openRingBuilder, ringBuilder, storeCart, until, type BagPage } from '../support/bag-and-ring-pages';
import type { ShopWorld } from '../support/world';

/*
 * The bag page as the shopper uses it: the steps press what the page offers (the coupon box, the free ring's
 * colour, gold and size, Remove, Checkout) on the bag and coupon box models, and check what the page shows against
 * what the store holds.
 */

const grandTotal = (totals: { base_grand_total?: number; grand_total?: number }): number => totals.base_grand_total ?? totals.grand_total ?? 0;

const shown = (page: BagPage) => {
  const { summary } = page.bag.state;
  assert.ok(summary, 'the bag is not shown');
  return summary;
};

When('they open the bag', async function (this: ShopWorld) {
  await openBagPage(this);
});

When('they apply the coupon {string}', async function (this: ShopWorld, code: string) {
  const page = bagPage(this);
  assert.equal(page.coupon.state.button, 'Apply');
  page.coupon.type(code);
  page.coupon.submit();
  await bagSettled$(page);
});

When('they cancel the coupon', async function (this: ShopWorld) {
  const page = bagPage(this);
  assert.equal(page.coupon.state.button, 'Cancel', 'the coupon box offers no Cancel');
  page.coupon.submit();
  await bagSettled$(page);
});

When(/^they check out with the free ring in (white|yellow|rose gold), (14K|18K|Platinum), size ([\d.]+)$/, async function (this: ShopWorld, color: BagRingColor, metal: string, size: string) {
  await checkOutWithFreeRing(bagPage(this), color, metal, size);
  assert.equal(bagPage(this).bag.state.checkoutError, null);
  assert.deepEqual(bagPage(this).bag.state.destination, { to: '/register' });
  await openBagPage(this);
});

Given(/^the bag also holds the free ring in (white|yellow|rose gold), (14K|18K|Platinum), size ([\d.]+)$/, async function (this: ShopWorld, color: BagRingColor, metal: string, size: string) {
  await checkOutWithFreeRing(await openBagPage(this), color, metal, size);
  const page = await openBagPage(this);
  assert.equal(shown(page).lines.length, 2);
});

When('they remove the diamond', async function (this: ShopWorld) {
  const page = bagPage(this);
  const line = shown(page).lines.find((candidate) => candidate.kind === 'diamond');
  assert.ok(line, 'no diamond in the bag');
  page.bag.remove(line.itemId);
  await bagSettled$(page);
});

When(/^they add the "([\w-]+)" ring in (.+), (14K|18K|Platinum), size ([\d.]+)$/, async function (this: ShopWorld, urlKey: string, color: string, metal: string, size: string) {
  const opened = await openRingBuilder(this, urlKey);
  assert.equal(opened.ring?.urlKey, urlKey);
  const builder = ringBuilder(this);
  builder.choose('color', color);
  builder.choose('metal', metal);
  builder.choose('size', size);
  builder.add();
  const added = await until(builder, (state) => state.destination !== null || state.banner !== null);
  assert.equal(added.banner, null);
});

Then('the bag lists {int} line(s)', async function (this: ShopWorld, count: number) {
  assert.equal(shown(bagPage(this)).lines.length, count);
  assert.equal((await storeCart(this)).items.length, count);
});

Then("the grand total equals the diamond's price", async function (this: ShopWorld) {
  assert.ok(this.current, 'no diamond was opened');
  assert.equal(grandTotal((await storeCart(this)).totals), this.current.price);
  assert.equal(shown(bagPage(this)).total, formatPrice(this.current.price));
});

Then('they are told the coupon was applied', async function (this: ShopWorld) {
  const { coupon } = bagPage(this);
  assert.deepEqual(coupon.state.message, { text: 'The coupon was applied', error: false });
  assert.equal(coupon.state.button, 'Cancel');
  assert.equal((await storeCart(this)).coupon, coupon.state.saved);
});

Then('the coupon box says {string}', function (this: ShopWorld, message: string) {
  assert.deepEqual(bagPage(this).coupon.state.message, { text: message, error: true });
});

Then('the discount is 10 % of the subtotal', async function (this: ShopWorld) {
  const { totals } = await storeCart(this);
  assert.ok(totals.subtotal > 0);
  assert.equal(Math.abs(totals.discount_amount), Math.round(totals.subtotal * 10) / 100);
  assert.equal(shown(bagPage(this)).discount, formatPrice(totals.discount_amount));
});

Then('the discount is $100.00', async function (this: ShopWorld) {
  assert.equal(Math.abs((await storeCart(this)).totals.discount_amount), 100);
  assert.equal(shown(bagPage(this)).discount, '-$100.00');
});

Then('the grand total is the subtotal less the discount', async function (this: ShopWorld) {
  const { totals } = await storeCart(this);
  const expected = Math.round((totals.subtotal - Math.abs(totals.discount_amount)) * 100) / 100;
  assert.equal(grandTotal(totals), expected);
  assert.equal(shown(bagPage(this)).total, formatPrice(expected));
});

Then('there is no discount', async function (this: ShopWorld) {
  assert.equal((await storeCart(this)).totals.discount_amount, 0);
  assert.equal(shown(bagPage(this)).discount, null);
});

Then('the bag has no coupon', async function (this: ShopWorld) {
  assert.equal((await storeCart(this)).coupon, null);
  assert.deepEqual([bagPage(this).coupon.state.saved, bagPage(this).coupon.state.button, bagPage(this).coupon.state.code], [null, 'Apply', '']);
});

Then('the coupon is not sent', async function (this: ShopWorld) {
  // An empty code never reaches the store: the box asks for one instead of passing on the store's refusal.
  assert.deepEqual(bagPage(this).coupon.state.message, { text: 'Please enter a coupon code.', error: true });
  assert.equal((await storeCart(this)).coupon, null);
  assert.equal(bagPage(this).coupon.state.saved, null);
});

Then('the ring line is {string} with its ring color, metal and size', async function (this: ShopWorld, sku: string) {
  const line = shown(bagPage(this)).lines.find((candidate) => candidate.kind === 'ring');
  assert.ok(line, 'the bag shows no ring line');
  assert.equal(line.sku, sku);
  const stored = (await storeCart(this)).items.find((item) => item.sku === sku);
  assert.ok(stored, 'the store holds no such ring');
  const [, color, metal, size] = /^.+-([^-]+)-([^-]+)-([^-]+)$/.exec(sku) ?? [];
  const attribute = (code: string) => stored.custom_attributes?.find((candidate) => candidate.attribute_code === code)?.value;
  assert.deepEqual([attribute('ring_color'), attribute('ring_metal'), attribute('ring_size')], [color, metal, size]);
  assert.ok(stored.extension_attributes?.parent_sku, 'the ring line has no parent sku');
  assert.equal(stored.qty, 1);
});

Then('the bag asks {string} with Remove both or Keep', async function (this: ShopWorld, question: string) {
  const { pendingRemoval } = bagPage(this).bag.state;
  assert.deepEqual(pendingRemoval && { question: pendingRemoval.question, confirm: pendingRemoval.confirmLabel }, { question, confirm: 'Remove both' });
  // Nothing has left the store's cart while the question waits.
  assert.equal((await storeCart(this)).items.length, shown(bagPage(this)).lines.length);
});

When('they keep them', async function (this: ShopWorld) {
  const page = bagPage(this);
  page.bag.keepLines();
  assert.equal(page.bag.state.pendingRemoval, null);
  await bagSettled$(page);
});

When('they remove both', async function (this: ShopWorld) {
  const page = bagPage(this);
  assert.ok(page.bag.state.pendingRemoval, 'the bag asks nothing');
  page.bag.confirmRemoval();
  await bagSettled$(page);
});

Then("the diamond's line reads its weight, shape, color, clarity and cut grades and its GIA report number", async function (this: ShopWorld) {
  const line = shown(bagPage(this)).lines.find((candidate) => candidate.kind === 'diamond');
  assert.ok(line, 'the bag shows no diamond');
  // What the recommendation service records of the stone, asked for directly.
  const response = await fetch(`${this.backendUrl}/recommendation/diamonds/${encodeURIComponent(line.sku)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ header: { username: 'loupe', password: 'loupe-dev' } }),
  });
  const { diamond } = (await response.json()) as { diamond: { size: number; shape: string; color: string; clarity: string; cut: string; cert_num: string } };
  assert.ok(diamond.cert_num, 'the stone has no report number');
  assert.equal(line.title, `${diamond.size.toFixed(2)} ct ${diamond.shape} diamond`);
  assert.deepEqual(line.details, [`${diamond.color} color`, `${diamond.clarity} clarity`, `${diamond.cut} cut`, `GIA report ${diamond.cert_num}`]);
});

Then("the ring's line reads {string}", function (this: ShopWorld, title: string) {
  const line = shown(bagPage(this)).lines.find((candidate) => candidate.kind === 'ring');
  assert.ok(line, 'the bag shows no ring line');
  assert.equal(line.title, title);
});

Then(/^the ring's line opens the ring builder on (.+), (14K|18K|Platinum), size ([\d.]+)$/, async function (this: ShopWorld, color: string, metal: string, size: string) {
  const line = shown(bagPage(this)).lines.find((candidate) => candidate.kind === 'ring');
  assert.ok(line?.link, 'the ring line opens nothing');
  const link = new URL(line.link, 'https://loupe.example');
  const urlKey = decodeURIComponent(link.pathname.replace(/^\/ring-builder\//, ''));
  const opened = await openRingBuilder(this, urlKey, undefined, link.search);
  assert.deepEqual(
    [opened.colors.find((choice) => choice.active)?.label, opened.metals.find((choice) => choice.active)?.label, opened.size, opened.itemNumber],
    [color, metal, size, line.sku],
  );
});

Then('every line of the bag shows its picture', async function (this: ShopWorld) {
  for (const line of shown(bagPage(this)).lines) {
    assert.ok(line.picture, `${line.title} has no picture`);
    const served = await fetch(new URL(line.picture.src, this.backendUrl));
    assert.equal(served.status, 200, `${line.picture.src} is not served`);
  }
});

Then('the bag is empty', async function (this: ShopWorld) {
  assert.deepEqual(shown(bagPage(this)).lines, []);
  assert.deepEqual((await storeCart(this)).items, []);
});
