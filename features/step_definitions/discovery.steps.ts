import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { firstValueFrom } from 'rxjs';
import { ChoosePriceRange } from '../../src/application/discovery/choose-price-range.use-case';
import { ChooseShape } from '../../src/application/discovery/choose-shape.use-case';
import { CompareDiamonds } from '../../src/application/discovery/compare-diamonds.use-case';
import { EstimatePriceRange } from '../../src/application/discovery/estimate-price-range.use-case';
import { RecommendDiamonds } from '../../src/application/discovery/recommend-diamonds.use-case';
import { ShopByStore } from '../../src/application/discovery/shop-by.store.port';
import { StartSizeSearch } from '../../src/application/discovery/start-size-search.use-case';
import { canDecreaseCarat, canIncreaseCarat, decreaseCarat, displayCarat, increaseCarat, SIZE_FLOW_START } from '../../src/domain/diamond/carat';
import { DEFAULT_SHAPE, isShape, type Shape } from '../../src/domain/diamond/shapes';
import { canCompare, toggleCompare } from '../../src/domain/discovery/compare';
import { canContinueWithSize, DEFAULT_PRICE_RANGE } from '../../src/domain/discovery/price-range';
import { DEFAULT_DIAMOND_QUERY, PRICE_RANGE_CHOICES } from '../../src/domain/discovery/shop-by';
import { formatPrice } from '../../src/domain/shared/money';
import { isShopError } from '../../src/domain/shared/shop-error';
import type { ShopWorld } from '../support/world';

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));
const ORDINALS = { first: 0, second: 1, third: 2, fourth: 3 } as const;
type Ordinal = keyof typeof ORDINALS;


async function estimate(world: ShopWorld, size: number) {
  const shape = world.shop.get(ShopByStore).readShapeFilter() ?? DEFAULT_SHAPE;
  const current = { range: world.priceRange, largestCarat: world.largestCarat, sizeOffered: world.sizeOffered };
  const estimate = await firstValueFrom(world.shop.get(EstimatePriceRange).execute({ size, shape, current }));
  world.priceRange = estimate.range;
  world.largestCarat = estimate.largestCarat;
  world.sizeOffered = estimate.sizeOffered;
}

async function loadRecommendations(world: ShopWorld) {
  const store = world.shop.get(ShopByStore);
  await world.attempt(async () => {
    world.picks = [];
    const list = await firstValueFrom(world.shop.get(RecommendDiamonds).execute(store.readQuery() ?? DEFAULT_DIAMOND_QUERY));
    world.picks = list.picks;
    return list;
  });
}

/* ---------- size step ---------- */

Given('a shopper on the size step', function (this: ShopWorld) {
  this.carat = SIZE_FLOW_START;
  this.priceRange = DEFAULT_PRICE_RANGE;
  this.largestCarat = null;
  this.sizeOffered = null;
});

/** The step opens with an estimate for its first size, as the page asks for one. */
Given('the size step has its first estimate', async function (this: ShopWorld) {
  await estimate(this, this.carat);
});

Given('the shopper has an estimate for {float} ct', async function (this: ShopWorld, size: number) {
  this.carat = size;
  await estimate(this, size);
  assert.notDeepEqual(this.priceRange, DEFAULT_PRICE_RANGE);
  this.remembered = this.priceRange;
});

Given(/^the shopper chose the (\w+) shape before$/, async function (this: ShopWorld, shape: string) {
  assert.ok(isShape(shape));
  await firstValueFrom(this.shop.get(ChooseShape).execute(shape));
});

/** Plus, as the page offers it: pressed only while it can be (the page disables it at the largest size). */
async function pressPlus(world: ShopWorld): Promise<boolean> {
  if (!canIncreaseCarat(world.carat, world.largestCarat)) return false;
  world.carat = increaseCarat(world.carat);
  await estimate(world, world.carat);
  return true;
}

When('they press plus', async function (this: ShopWorld) {
  assert.ok(await pressPlus(this), 'plus cannot be pressed');
});

When('they press plus as long as they can, at most {int} times', async function (this: ShopWorld, times: number) {
  for (let press = 0; press < times; press++) if (!(await pressPlus(this))) break;
});

Then('plus can no longer be pressed', function (this: ShopWorld) {
  assert.equal(canIncreaseCarat(this.carat, this.largestCarat), false, `plus is still offered at ${this.carat} ct`);
});

When('they press minus {int} times', async function (this: ShopWorld, times: number) {
  for (let i = 0; i < times; i++) {
    this.carat = decreaseCarat(this.carat);
    await estimate(this, this.carat);
  }
});

When('the estimate is asked for a size no diamond has', async function (this: ShopWorld) {
  await estimate(this, 80);
});

When('they press plus until the size shown is {float} ct', async function (this: ShopWorld, size: number) {
  while (this.carat < size) assert.ok(await pressPlus(this), `plus stopped at ${this.carat} ct`);
  assert.equal(this.carat, size);
});

Then(/^Continue (is|is not) offered$/, function (this: ShopWorld, offered: string) {
  const sizeEstimate = { range: this.priceRange, largestCarat: this.largestCarat, sizeOffered: this.sizeOffered };
  assert.equal(canContinueWithSize(sizeEstimate), offered === 'is', `the service said of ${this.carat} ct: offered ${this.sizeOffered}`);
});

When('they continue', async function (this: ShopWorld) {
  await firstValueFrom(this.shop.get(StartSizeSearch).execute(this.carat));
});

Then(/^the size shown is ([\d.]+) ct$/, function (this: ShopWorld, text: string) {
  assert.equal(displayCarat(this.carat), text);
});

Then(/^the estimated price range is (\$[\d,.]+) to (\$[\d,.]+)$/, function (this: ShopWorld, from: string, to: string) {
  assert.deepEqual([formatPrice(this.priceRange.from), formatPrice(this.priceRange.to)], [from, to]);
});

Then(/^the estimated price range comes from diamonds of ([\d.]+) ct in (\w+)$/, async function (this: ShopWorld, size: string, shape: string) {
  const answer = await this.askRecommendationService('pricerange/', { body: { size: Number(size), shape } });
  assert.equal(typeof answer.price_total_from, 'number');
  assert.deepEqual(this.priceRange, { from: answer.price_total_from, to: answer.price_total_to });
  assert.notDeepEqual(this.priceRange, DEFAULT_PRICE_RANGE);
});

Then('minus can no longer be pressed', function (this: ShopWorld) {
  assert.equal(canDecreaseCarat(this.carat), false);
});

Then('the previous estimate stays', function (this: ShopWorld) {
  assert.deepEqual(this.priceRange, this.remembered);
});

Then(/^the stored search asks for (\w+) diamonds from ([\d.]+) to ([\d.]+) ct$/, function (this: ShopWorld, shape: string, from: string, to: string) {
  const query = this.storedJson('query') as Record<string, unknown>;
  assert.deepEqual([query.shapes, query.size_from, query.size_to], [[shape], Number(from), Number(to)]);
});

/* ---------- recommendations ---------- */

Given('a shopper who chose the {string} budget', async function (this: ShopWorld, label: string) {
  const choice = PRICE_RANGE_CHOICES.find((candidate) => candidate.label === label);
  assert.ok(choice, `no budget is labelled ${label}`);
  await firstValueFrom(this.shop.get(ChoosePriceRange).execute(choice.id));
});

Given(/^a shopper whose search asks for (\w+) diamonds between (\$[\d,]+) and (\$[\d,]+)$/, function (this: ShopWorld, shape: Shape, from: string, to: string) {
  this.shop.get(ShopByStore).saveQuery({ shapes: [shape], price_total_from: dollars(from), price_total_to: dollars(to) });
});

Given('a shopper whose shop holds wrong recommendation credentials', function (this: ShopWorld) {
  this.useRecommendationCredentials({ username: 'loupe', password: 'not-the-password' });
});

When('the recommendations load', async function (this: ShopWorld) {
  await loadRecommendations(this);
});

When(/^they choose the (\w+) shape in the header$/, async function (this: ShopWorld, shape: Shape) {
  await firstValueFrom(this.shop.get(ChooseShape).execute(shape));
  await loadRecommendations(this);
});

Then(/^they see (\w+) diamonds from ([\d.]+) to ([\d.]+) ct, and no error$/, function (this: ShopWorld, shape: string, from: string, to: string) {
  assert.equal(this.failure, undefined, `the shop said: ${JSON.stringify(this.failure)}`);
  assert.ok(this.picks.length > 0, 'no diamond was recommended');
  for (const { diamond } of this.picks) {
    assert.equal(diamond.shape, shape);
    assert.ok(diamond.size >= Number(from) && diamond.size <= Number(to), `${diamond.diamond_id} weighs ${diamond.size} ct`);
  }
});

Then('there are {int} recommended diamonds, all different', function (this: ShopWorld, count: number) {
  assert.equal(this.failure, undefined);
  assert.equal(this.picks.length, count);
  assert.equal(new Set(this.picks.map((pick) => pick.diamond.diamond_id)).size, count);
});

Then(/^every recommended diamond is an? (\w+) diamond between (\$[\d,]+) and (\$[\d,]+)$/, function (this: ShopWorld, shape: string, from: string, to: string) {
  assert.ok(this.picks.length > 0, 'no diamond was recommended');
  for (const { diamond } of this.picks) {
    assert.equal(diamond.shape, shape);
    assert.ok(diamond.total_sales_price >= dollars(from) && diamond.total_sales_price <= dollars(to), `${diamond.total_sales_price} is outside the budget`);
  }
});

Then('the picks are labelled finest, biggest, brightest and best deal', function (this: ShopWorld) {
  assert.deepEqual(
    this.picks.map((pick) => pick.featureLabel),
    ['finest', 'biggest', 'brightest', 'best deal'],
  );
});

Then('the remembered shape filter is {word}', function (this: ShopWorld, shape: string) {
  assert.equal(this.storedJson('shape'), shape);
});

Then(/^the stored search still asks for (\$[\d,]+) to (\$[\d,]+)$/, function (this: ShopWorld, from: string, to: string) {
  const query = this.storedJson('query') as Record<string, unknown>;
  assert.deepEqual([query.price_total_from, query.price_total_to], [dollars(from), dollars(to)]);
});

Then('they are told {string}', function (this: ShopWorld, message: string) {
  assert.ok(isShopError(this.failure), `expected the message "${message}", got ${String(this.failure)}`);
  assert.equal(this.failure.message, message);
});

/* ---------- comparison ---------- */

When(/^they choose the (first|second|third|fourth) recommended diamond to compare$/, function (this: ShopWorld, ordinal: Ordinal) {
  const pick = this.picks[ORDINALS[ordinal]];
  assert.ok(pick, `there is no ${ordinal} recommended diamond`);
  const next = toggleCompare(this.compared, pick.diamond.diamond_id);
  this.failure = isShopError(next) ? next : undefined;
  if (!isShopError(next)) this.compared = next;
});

When('they cancel comparing', function (this: ShopWorld) {
  this.compared = [];
});

When('they compare', async function (this: ShopWorld) {
  await this.attempt(() => firstValueFrom(this.shop.get(CompareDiamonds).execute(this.compared)));
});

When('they open a comparison of only the first recommended diamond', async function (this: ShopWorld) {
  await this.attempt(() => firstValueFrom(this.shop.get(CompareDiamonds).execute([this.picks[0]?.diamond.diamond_id])));
});

When('they compare the first recommended diamond with the unknown diamond {string}', async function (this: ShopWorld, id: string) {
  await this.attempt(() => firstValueFrom(this.shop.get(CompareDiamonds).execute([this.picks[0]?.diamond.diamond_id, id])));
});

Then('the Compare button is offered', function (this: ShopWorld) {
  assert.equal(canCompare(this.compared), true);
});

Then('the Compare button is not offered', function (this: ShopWorld) {
  assert.equal(canCompare(this.compared), false);
});

Then('the first two diamonds stay chosen', function (this: ShopWorld) {
  assert.deepEqual(this.compared, [this.picks[0]?.diamond.diamond_id, this.picks[1]?.diamond.diamond_id]);
});

Then('no diamond is chosen', function (this: ShopWorld) {
  assert.deepEqual(this.compared, []);
});

Then('the comparison shows the cut, color, clarity and carat of both diamonds', function (this: ShopWorld) {
  const pair = this.result as readonly { diamond_id: string; cut: string; color: string; clarity: string; size: number }[];
  assert.deepEqual(
    pair.map((d) => d.diamond_id),
    this.compared,
  );
  for (const compared of pair) {
    const pick = this.picks.find((p) => p.diamond.diamond_id === compared.diamond_id)?.diamond;
    assert.ok(pick);
    assert.deepEqual([compared.cut, compared.color, compared.clarity, compared.size], [pick.cut, pick.color, pick.clarity, pick.size]);
  }
});
