import { After, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { ProductDetailsModel } from '../../src/application/diamond/product-details.model';
import type { Diamond } from '../../src/domain/diamond/diamond';
import { encodeDiamondId } from '../../src/domain/diamond/diamond-id-codec';
import { EDUCATION_CLARITIES, EDUCATION_COLORS } from '../../src/domain/diamond/grades';
import { settled } from '../support/shown-models';
import type { ShopWorld } from '../support/world';
import { toQueryWire } from '../../src/infrastructure/recommendation-http/recommendation-wire';
import type { DiamondWire } from '../../contracts/recommendation';

/*
 * The product page of a diamond the shop cannot sell, opened as the router opens it, with what it offers instead
 * read from the page's own model, checked against what the recommendation service says.
 */

interface DeadEnd {
  readonly page: ProductDetailsModel;
  readonly detach: () => void;
  /** The diamond the shopper saw before it sold, when they did. */
  readonly before: Diamond | null;
}
const deadEnds = new WeakMap<ShopWorld, DeadEnd>();

async function openPage(world: ShopWorld, id: string, before: Diamond | null): Promise<ProductDetailsModel> {
  deadEnds.get(world)?.detach();
  const page = world.shop.get(ProductDetailsModel);
  const detach = page.attach();
  deadEnds.set(world, { page, detach, before });
  page.open(encodeDiamondId(id));
  await settled(page, (state) => state.diamond !== null || (state.notFound && state.alternatives !== null));
  return page;
}

const deadEnd = (world: ShopWorld): DeadEnd => {
  const opened = deadEnds.get(world);
  assert.ok(opened, 'no page of a diamond the shop cannot sell is open');
  return opened;
};

const offered = (world: ShopWorld): Diamond[] => (deadEnd(world).page.state.alternatives?.stones ?? []).map((stone) => stone.diamond);

After(function (this: ShopWorld) {
  deadEnds.get(this)?.detach();
});

When("the shopper opens that diamond's page again", async function (this: ShopWorld) {
  const before = this.current;
  assert.ok(before, 'no diamond was opened');
  await openPage(this, before.id, before);
});

When('a shopper opens the page of diamond {string}', async function (this: ShopWorld, id: string) {
  await openPage(this, id, null);
});

Then('the page says {string}', function (this: ShopWorld, message: string) {
  const { state } = deadEnd(this).page;
  assert.equal(state.diamond, null, 'the page shows a diamond');
  assert.deepEqual([state.notFound, state.notFoundMessage], [true, message]);
});

Then(/^it offers (\d) diamonds on sale of the sold diamond's shape, close to it in carat, color, clarity and price$/, async function (this: ShopWorld, count: string) {
  const { before, page } = deadEnd(this);
  assert.ok(before, 'the shopper saw no diamond before it sold');
  const stones = offered(this);
  assert.equal(stones.length, Number(count));
  assert.equal(page.state.alternatives?.kind, 'similar');
  assert.match(page.state.alternatives?.note ?? '', /has been sold\. Here are the 3 diamonds on sale closest to it/);
  // GIA grades no stone SI3: a step from SI2 to I1 is one step.
  const steps = (scale: readonly string[], a: string, b: string) => {
    const graded = scale.filter((grade) => grade !== 'SI3');
    return Math.abs(graded.indexOf(a) - graded.indexOf(b));
  };
  for (const stone of stones) {
    assert.notEqual(stone.id, before.id);
    assert.equal(stone.shape, before.shape);
    assert.ok(steps(EDUCATION_COLORS, stone.color, before.color) <= 2, `${stone.id} is color ${stone.color}, the sold one ${before.color}`);
    assert.ok(steps(EDUCATION_CLARITIES, stone.clarity, before.clarity) <= 2, `${stone.id} is ${stone.clarity}, the sold one ${before.clarity}`);
    assert.ok(Math.abs(stone.size - before.size) <= before.size * 0.2 + 0.01, `${stone.id} weighs ${stone.size} ct, the sold one ${before.size} ct`);
    assert.ok(Math.abs(stone.price - before.price) <= before.price * 0.35, `${stone.id} asks $${stone.price}`);
  }
  // Each is on sale: the service answers it.
  for (const stone of stones) assert.ok((await this.askRecommendationService(`diamonds/${stone.id}`, {})).diamond, `${stone.id} is not on sale`);
});

Then('each offered diamond opens its own page', async function (this: ShopWorld) {
  const stones = offered(this);
  assert.ok(stones.length > 0, 'no diamond is offered');
  for (const stone of stones) {
    const page = await openPage(this, stone.id, null);
    assert.equal(page.state.diamond?.id, stone.id);
  }
});

Then(/^it offers the top (\d) picks of the default search, (\w+) diamonds from (\$[\d,]+) to (\$[\d,]+), and says so$/, async function (this: ShopWorld, count: string, shape: string, from: string, to: string) {
  const { alternatives } = deadEnd(this).page.state;
  assert.ok(alternatives, 'nothing is offered');
  const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));
  assert.deepEqual(alternatives.search, { shapes: [shape], priceFrom: dollars(from), priceTo: dollars(to) });
  assert.equal(alternatives.note, `We have no diamond with this number. Here are the top ${count} picks of our default search, ${shape} diamonds, $${from.slice(1)}.00 to $${to.slice(1)}.00, instead.`);
  const answer = await this.askRecommendationService('recommendations/', { body: toQueryWire(alternatives.search) });
  const finest = ['recommended', 'biggest', 'brightest'].map((key) => (answer[key] as { diamond: DiamondWire } | undefined)?.diamond.diamond_id);
  assert.deepEqual(offered(this).map((stone) => stone.id), finest);
});
