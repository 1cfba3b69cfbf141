import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { AddDiamondToBag } from '../../src/application/bag/add-diamond-to-bag.use-case';
import { BagStore } from '../../src/application/bag/bag.store.port';
import { RequestCertificate } from '../../src/application/contact/request-certificate.use-case';
import { DiamondSelection } from '../../src/application/diamond/diamond-selection.service';
import { LoadDiamond } from '../../src/application/diamond/load-diamond.use-case';
import { TuneDiamond } from '../../src/application/diamond/tune-diamond.use-case';
import { ShopByStore } from '../../src/application/discovery/shop-by.store.port';
import type { Diamond } from '../../src/domain/diamond/diamond';
import { productDetailsPath } from '../../src/domain/diamond/diamond-id-codec';
import { EDUCATION_CLARITIES, EDUCATION_COLORS, EDUCATION_CUT_GRADES, SLIDER_COLORS } from '../../src/domain/diamond/grades';
import { clarityScore, colorScore, cutScore } from '../../src/domain/diamond/quality-score';
import { canCompare } from '../../src/domain/discovery/compare';
import { canGoBack, canGoForward, type DiamondEdit } from '../../src/domain/discovery/diamond-edit';
import { moreOptionsRanges } from '../../src/domain/discovery/more-options';
import { DEFAULT_DIAMOND_QUERY } from '../../src/domain/discovery/shop-by';
import type { ShopWorld } from '../support/world';

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));
/** The shop's quality order: the icon-score sum of cut, color and clarity, then the finer grades within it (a
 * VS1 above a VS2 of the same icon score). Icon points dominate: 21 finer steps never reach the next point. */
const iconSum = (d: Diamond) => cutScore(d.cut) + colorScore(d.color) + clarityScore(d.clarity);
const gradePosition = (d: Diamond) =>
  (EDUCATION_CUT_GRADES as readonly string[]).indexOf(d.cut) + (EDUCATION_COLORS as readonly string[]).indexOf(d.color) + (EDUCATION_CLARITIES as readonly string[]).indexOf(d.clarity);
const quality = (d: Diamond) => iconSum(d) * 21 - gradePosition(d);
const need = (diamond: Diamond | null, what = 'a diamond on screen'): Diamond => {
  assert.ok(diamond, `there is no ${what}`);
  return diamond;
};

async function tune(world: ShopWorld, edit: DiamondEdit) {
  const current = need(world.current);
  const answers = await lastValueFrom(world.shop.get(TuneDiamond).execute({ diamondId: current.diamond_id, state: world.tuning, edit }).pipe(toArray()));
  const answer = answers[0];
  assert.ok(answer, `the service gave no answer to ${JSON.stringify(edit)} (see the log: ${JSON.stringify(world.logger.entries.at(-1))})`);
  world.lastAnswer = answer;
  if (!answer.moved) return;
  world.previous = current;
  world.current = answer.diamond;
  world.tuning = answer.state;
  world.visited.push(answer.diamond);
}

/* ---------- opening a diamond ---------- */

Given('the shopper opens the finest recommended diamond', async function (this: ShopWorld) {
  const store = this.shop.get(ShopByStore);
  const answer = await this.askRecommendationService('recommendations/', { body: store.readQuery() ?? DEFAULT_DIAMOND_QUERY });
  const finest = (answer.recommended as { diamond: Diamond } | undefined)?.diamond;
  assert.ok(finest, 'the service recommended no finest diamond');
  this.opened = await firstValueFrom(this.shop.get(LoadDiamond).execute(finest.diamond_id));
  this.current = this.opened;
  this.visited = [this.opened];
  this.tuning = { history: [], future: [], query: store.readQuery() ?? DEFAULT_DIAMOND_QUERY };
});

Given(/^the shopper opens diamond (\d{9}) from a search of round diamonds from (\$[\d,]+) to (\$[\d,]+)$/, async function (this: ShopWorld, id: string, from: string, to: string) {
  this.opened = await firstValueFrom(this.shop.get(LoadDiamond).execute(id));
  this.current = this.opened;
  this.visited = [this.opened];
  this.tuning = { history: [], future: [], query: { shapes: ['Round'], price_total_from: dollars(from), price_total_to: dollars(to) } };
});

/* ---------- tuning ---------- */

When(/^they press (minus|plus) on (price|size|quality)$/, async function (this: ShopWorld, button: string, attr: 'price' | 'size' | 'quality') {
  await tune(this, { kind: 'adjust', attr, dir: button === 'minus' ? 'dec' : 'inc' });
});

When(/^they press (minus|plus) on (price|size|quality) (\d+) times$/, async function (this: ShopWorld, button: string, attr: 'price' | 'size' | 'quality', times: string) {
  for (let press = 0; press < Number(times); press++) {
    await tune(this, { kind: 'adjust', attr, dir: button === 'minus' ? 'dec' : 'inc' });
    if (!this.lastAnswer?.moved) break;
  }
});

When(/^they go (back|forward)$/, async function (this: ShopWorld, command: 'back' | 'forward') {
  await tune(this, { kind: 'command', command });
});

When(
  /^they search More Options for diamonds from (\$[\d,]+) to (\$[\d,]+) between ([\d.]+) and ([\d.]+) ct in colors ([D-J]) to ([D-J])$/,
  async function (this: ShopWorld, from: string, to: string, sizeFrom: string, sizeTo: string, colorFrom: string, colorTo: string) {
    const ranges = moreOptionsRanges({ price_total_from: dollars(from), price_total_to: dollars(to), size_from: Number(sizeFrom), size_to: Number(sizeTo), color_from: colorFrom, color_to: colorTo });
    this.result = ranges;
    await tune(this, { kind: 'set', ranges });
  },
);

Then('they see another diamond', function (this: ShopWorld) {
  assert.equal(this.lastAnswer?.moved, true, this.lastAnswer?.message);
  assert.notEqual(need(this.current).diamond_id, need(this.previous, 'previous diamond').diamond_id);
});

Then(/^it is (cheaper|dearer|bigger|smaller) than the previous one$/, function (this: ShopWorld, how: string) {
  const [now, before] = [need(this.current), need(this.previous, 'previous diamond')];
  const checks: Record<string, boolean> = {
    cheaper: now.total_sales_price < before.total_sales_price,
    dearer: now.total_sales_price > before.total_sales_price,
    bigger: now.size > before.size,
    smaller: now.size < before.size,
  };
  assert.ok(checks[how], `${now.diamond_id} ($${now.total_sales_price}, ${now.size} ct) is not ${how} than ${before.diamond_id} ($${before.total_sales_price}, ${before.size} ct)`);
  assert.equal(now.shape, before.shape);
});

Then(/^its quality is (higher|lower) than the previous one$/, function (this: ShopWorld, how: string) {
  const [now, before] = [quality(need(this.current)), quality(need(this.previous, 'previous diamond'))];
  assert.ok(how === 'higher' ? now > before : now < before, `quality ${now} is not ${how} than ${before}`);
});

/** What each panel prints under its minus and plus, read plainly (src/domain/diamond/parameter-panels.ts). */
const PROMISES: Record<string, (now: Diamond, before: Diamond) => boolean> = {
  'minus on price': (now, before) => now.total_sales_price < before.total_sales_price,
  'plus on price': (now, before) =>
    now.total_sales_price > before.total_sales_price && now.size >= before.size && quality(now) >= quality(before) && (now.size > before.size || quality(now) > quality(before)),
  'minus on size': (now, before) => now.size < before.size && now.total_sales_price <= before.total_sales_price,
  'plus on size': (now, before) => now.size > before.size,
  'minus on quality': (now, before) => quality(now) < quality(before) && now.total_sales_price < before.total_sales_price,
  'plus on quality': (now, before) => quality(now) > quality(before),
};

Then(/^every move kept the promise of ((?:minus|plus) on (?:price|size|quality)): .+$/, function (this: ShopWorld, move: string) {
  assert.ok(this.visited.length > 1, `the service answered no move: ${this.lastAnswer?.message}`);
  const describe = (d: Diamond) => `${d.diamond_id} ${d.color} ${d.clarity} ${d.cut} ${d.size} ct $${d.total_sales_price}`;
  for (let step = 1; step < this.visited.length; step++) {
    const [before, now] = [this.visited[step - 1]!, this.visited[step]!];
    assert.ok(PROMISES[move]!(now, before), `${move}: ${describe(before)} → ${describe(now)}`);
    assert.equal(now.shape, before.shape);
  }
  if (!this.lastAnswer?.moved) assert.match(this.lastAnswer?.message ?? '', /^There is no .+ for your search\.$/);
});

Then(/^going (back|forward) is (possible|not possible)$/, function (this: ShopWorld, direction: string, possible: string) {
  const can = direction === 'back' ? canGoBack(this.tuning) : canGoForward(this.tuning);
  assert.equal(can, possible === 'possible');
});

Then('they see the diamond they saw before the last move', function (this: ShopWorld) {
  assert.equal(need(this.current).diamond_id, this.visited.at(-3)?.diamond_id);
});

Then('they see the diamond they opened', function (this: ShopWorld) {
  assert.equal(need(this.current).diamond_id, need(this.opened, 'opened diamond').diamond_id);
});

Then('they still see the diamond they opened', function (this: ShopWorld) {
  assert.equal(this.lastAnswer?.moved, false);
  assert.equal(need(this.current).diamond_id, need(this.opened, 'opened diamond').diamond_id);
});

Then('they see the diamond they reached last', function (this: ShopWorld) {
  // visited: opened, after minus price, after plus size, back, back, forward, forward
  assert.equal(need(this.current).diamond_id, this.visited[2]?.diamond_id);
});

Then('they are told why', function (this: ShopWorld) {
  assert.match(this.lastAnswer?.message ?? '', /\w+/);
});

Then('they see a diamond inside those ranges', function (this: ShopWorld) {
  const d = need(this.current);
  const ranges = this.result as ReturnType<typeof moreOptionsRanges>;
  assert.equal(this.lastAnswer?.moved, true, this.lastAnswer?.message);
  assert.ok(d.total_sales_price >= ranges.price_total.from && d.total_sales_price <= ranges.price_total.to, `price ${d.total_sales_price}`);
  assert.ok(d.size >= ranges.size.from && d.size <= ranges.size.to, `size ${d.size}`);
  const colors: readonly string[] = SLIDER_COLORS;
  assert.ok(colors.indexOf(d.color) >= colors.indexOf(ranges.color.from) && colors.indexOf(d.color) <= colors.indexOf(ranges.color.to), `color ${d.color}`);
});

Then('the good-deal badge shows whenever the new diamond is no dearer, no smaller and of no lower quality', function (this: ShopWorld) {
  const [now, before] = [need(this.current), need(this.previous, 'previous diamond')];
  const dominates = now.total_sales_price <= before.total_sales_price && now.size >= before.size && quality(now) >= quality(before);
  if (dominates) assert.equal(this.lastAnswer?.betterDeal, true);
  assert.equal(typeof this.lastAnswer?.betterDeal, 'boolean');
});

/* ---------- comparing on the detail page ---------- */

Given('a shopper comparing nothing yet', function (this: ShopWorld) {
  assert.deepEqual(this.shop.get(DiamondSelection).compared, []);
});

When('they toggle the diamonds {word} for comparison', function (this: ShopWorld, ids: string) {
  const selection = this.shop.get(DiamondSelection);
  for (const id of ids.split(',')) selection.toggle(id);
});

Then('the comparison holds {word}', function (this: ShopWorld, held: string) {
  assert.deepEqual(this.shop.get(DiamondSelection).compared, held === 'none' ? [] : held.split(','));
});

Then(/^compare mode is (on|off)$/, function (this: ShopWorld, mode: string) {
  assert.equal(canCompare(this.shop.get(DiamondSelection).compared), mode === 'on');
});

/* ---------- certificate request ---------- */

Given('the shop cannot reach the store', function (this: ShopWorld) {
  this.setStoreReachable(false);
});

When('the shop can reach the store again', function (this: ShopWorld) {
  this.setStoreReachable(true);
});

When('they request the certificate as {string} with {string}', async function (this: ShopWorld, name: string, email: string) {
  this.failure = undefined;
  this.result = undefined;
  const diamond = need(this.current);
  try {
    await firstValueFrom(this.shop.get(RequestCertificate).execute({ name, email, diamondId: diamond.diamond_id, pagePath: productDetailsPath(diamond.diamond_id) }), { defaultValue: 'sent' });
    this.result = 'sent';
  } catch (error) {
    this.failure = error;
  }
});

Then('the request is sent', function (this: ShopWorld) {
  assert.equal(this.failure, undefined);
  assert.equal(this.result, 'sent');
});

Then('the request is refused', function (this: ShopWorld) {
  assert.equal((this.failure as { code?: string } | undefined)?.code, 'CERTIFICATE.INVALID');
});

Then('the store received a message naming the certificate request, the diamond and the page', async function (this: ShopWorld) {
  const diamond = need(this.current);
  const messages = await this.mailbox();
  assert.equal(messages.length, 1);
  assert.equal(messages[0]?.comment, `Certificate request for diamond ${diamond.diamond_id} (page ${productDetailsPath(diamond.diamond_id)})`);
  assert.equal(messages[0]?.email, 'ada@loupe.test');
});

Then('the store received no message', async function (this: ShopWorld) {
  assert.deepEqual(await this.mailbox(), []);
});

/* ---------- selecting into the bag ---------- */

Given('a guest who has not started a bag', function (this: ShopWorld) {
  assert.equal(this.shop.get(BagStore).readGuestCartId(), null);
});

Given('a guest whose bag already holds the biggest recommended diamond', async function (this: ShopWorld) {
  const answer = await this.askRecommendationService('recommendations/', { body: this.shop.get(ShopByStore).readQuery() ?? DEFAULT_DIAMOND_QUERY });
  const biggest = (answer.biggest as { diamond: Diamond }).diamond;
  this.previous = biggest;
  await firstValueFrom(this.shop.get(AddDiamondToBag).execute(biggest.diamond_id));
});

Given('a guest whose stored bag no longer exists', function (this: ShopWorld) {
  this.shop.get(BagStore).saveGuestCartId('0123456789abcdef0123456789abcdef');
});

When('they select the diamond', async function (this: ShopWorld) {
  await this.attempt(() => firstValueFrom(this.shop.get(AddDiamondToBag).execute(need(this.current).diamond_id)));
});

Then('a guest bag is created and holds that diamond', async function (this: ShopWorld) {
  const cartId = this.shop.get(BagStore).readGuestCartId();
  assert.ok(cartId && cartId !== '0123456789abcdef0123456789abcdef', 'no new guest bag');
  assert.deepEqual((await this.guestCartItems(cartId))?.map((item) => item.sku), [need(this.current).diamond_id]);
});

Then('the diamond is remembered for the next visit', function (this: ShopWorld) {
  assert.equal(this.shop.get(BagStore).readDiamondId(), need(this.current).diamond_id);
});

Then('the bag has an empty billing address', async function (this: ShopWorld) {
  const cart = await this.guestCart(this.shop.get(BagStore).readGuestCartId() ?? '');
  assert.ok(cart.billing_address, 'the bag has no billing address');
});

Then('their bag holds both diamonds', async function (this: ShopWorld) {
  const items = await this.guestCartItems(this.shop.get(BagStore).readGuestCartId() ?? '');
  assert.deepEqual(items?.map((item) => item.sku).sort(), [need(this.previous).diamond_id, need(this.current).diamond_id].sort());
});

Then('their bag holds that diamond once', async function (this: ShopWorld) {
  const items = await this.guestCartItems(this.shop.get(BagStore).readGuestCartId() ?? '');
  assert.deepEqual(items?.map((item) => item.sku), [need(this.current).diamond_id]);
});

Then('no diamond is remembered', function (this: ShopWorld) {
  assert.equal(this.shop.get(BagStore).readDiamondId(), null);
});
