import { After, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { ProductDetailsModel } from '../../src/application/diamond/product-details.model';
import type { DiamondWire } from '../../contracts/recommendation';
import { encodeDiamondId } from '../../src/domain/diamond/diamond-id-codec';
import { verdictByDecision, type DealBlockWire } from '../support/deal-verdicts';
import type { ShopWorld } from '../support/world';

/*
 * The deal verdict and insight as the shopper meets them: the steps open the product page through its model, as the
 * view does, and compare what the page shows with what the recommendation service answers when asked directly.
 */

interface PricePositionWire {
  readonly model_price: number;
  readonly percentile: number;
  readonly similar: { count: number; shape: string; carat_from: number; carat_to: number; color: string; clarity: string };
  readonly reasons: readonly { code: string; text: string; amount?: number }[];
}

/** A stone as the recommendation service sends it, its deal block with it. */
type ServiceDiamond = DiamondWire & { readonly deal: DealBlockWire };

/** The stone the scenario is about (as the service sends it, deal block included), and its price position. */
const chosen = new WeakMap<ShopWorld, { diamond: ServiceDiamond; position: PricePositionWire }>();
const detaches = new WeakMap<ShopWorld, () => void>();
const notAvailable = (id: string) => `The deal insight of diamond ${id} is not available`;

const FIRST_ID = 100_000_000;
const SEARCHED = 2_000;

/** The first stone (by id) whose price position passes `test`, read from the service itself. */
async function findStone(world: ShopWorld, test: (diamond: ServiceDiamond, position: PricePositionWire) => boolean): Promise<void> {
  for (let index = 0; index < SEARCHED; index++) {
    const id = String(FIRST_ID + index);
    const answer = await world.askRecommendationService(`diamonds/${id}`, {});
    const diamond = answer.diamond as ServiceDiamond | undefined;
    if (!diamond) continue;
    if (!diamond.deal) throw new Error('the recommendation service sent a diamond without its deal block');
    const position = (await world.askRecommendationService('price_position/', { diamond_id: id })) as unknown as PricePositionWire;
    if (position.model_price === undefined) throw new Error('the recommendation service gave no price position');
    if (test(diamond, position)) {
      chosen.set(world, { diamond, position });
      return;
    }
  }
  throw new Error(`none of the first ${SEARCHED} stones fits`);
}

const the = (world: ShopWorld) => {
  const stone = chosen.get(world);
  assert.ok(stone, 'no diamond was chosen');
  return stone;
};

const insightOf = (world: ShopWorld) => {
  const insight = world.detailsPage?.state.dealInsight;
  assert.ok(insight, 'the page shows no deal insight');
  return insight;
};

After(function (this: ShopWorld) {
  detaches.get(this)?.();
});

const verdictOf = (diamond: ServiceDiamond) => verdictByDecision(diamond.total_sales_price, diamond.deal);
const median = (diamond: ServiceDiamond) => diamond.deal.similar_median_price ?? Number.POSITIVE_INFINITY;

Given(/^a diamond that is (.+ (?:price|stones))$/, async function (this: ShopWorld, which: string) {
  const kinds: Record<string, (d: ServiceDiamond) => boolean> = {
    'below its model price and below the median of at least 8 similar stones': (d) => d.deal.similar_count >= 8 && verdictOf(d).label === 'Good deal',
    'within 5% of its model price and not below the median of its similar stones': (d) =>
      d.deal.similar_count >= 8 && d.total_sales_price < d.deal.model_price && d.total_sales_price >= median(d) && verdictOf(d).label === 'Priced in line',
    'more than 5% above its model price': (d) => d.deal.similar_count >= 8 && d.total_sales_price > d.deal.model_price * 1.05,
    'more than 5% below its model price but not below the median of its similar stones': (d) =>
      d.deal.similar_count >= 8 && d.total_sales_price < d.deal.model_price * 0.95 && d.total_sales_price >= median(d),
  };
  const test = kinds[which];
  assert.ok(test, `no such kind of diamond: ${which}`);
  await findStone(this, test);
});

Given('a diamond with 2 to 7 similar stones on sale', async function (this: ShopWorld) {
  await findStone(this, (diamond) => diamond.deal.similar_count >= 2 && diamond.deal.similar_count <= 7);
});

Given('a diamond of 0.92 to 0.98 carat', async function (this: ShopWorld) {
  await findStone(this, (diamond) => diamond.size >= 0.92 && diamond.size <= 0.98);
});

/** The recommendation service stops offering its price_position/ call (the mock's control route). */
Given('a recommendation service that cannot place prices among similar stones', async function (this: ShopWorld) {
  const response = await fetch(`${this.backendUrl}/__control/recommendation-calls/price_position`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ offered: false }),
  });
  assert.equal(response.status, 200);
});

When('the shopper opens that diamond', async function (this: ShopWorld) {
  const { diamond } = the(this);
  const page = this.shop.get(ProductDetailsModel);
  detaches.set(this, page.attach());
  this.detailsPage = page;
  page.open(encodeDiamondId(diamond.diamond_id));
  // The page has settled once the stone is shown and its insight came, or the shop gave up on it (which only logs).
  const settled = () =>
    page.state.diamond !== null && (page.state.dealInsight !== null || this.logger.entries.some((entry) => entry.message === notAvailable(diamond.diamond_id)));
  while (!settled()) await new Promise((resolve) => setTimeout(resolve, 10));
});

Then('its badge says {string}, and so does its deal insight', function (this: ShopWorld, label: string) {
  const { diamond } = the(this);
  assert.equal(verdictOf(diamond).label, label, 'the scenario chose a stone the decision gives another verdict');
  assert.equal(this.detailsPage?.state.verdict?.label, label);
  assert.equal(insightOf(this).verdict?.label, label);
});

Then("the deal insight says why, from the service's model price and the median of the similar stones", function (this: ShopWorld) {
  assert.equal(insightOf(this).verdict?.sentence, verdictOf(the(this).diamond).sentence);
  assert.ok(
    this.sentRequests.some((request) => request.url.endsWith('/price_position/') && JSON.parse(request.body).diamond_id === the(this).diamond.diamond_id),
    'the shop did not ask the service for the price position',
  );
});

Then('the deal insight says how few similar stones there are instead of a percentile, and charts no prices', function (this: ShopWorld) {
  const count = the(this).position.similar.count;
  const insight = insightOf(this);
  assert.equal(insight.summary, `Only ${count} similar stones: too few to rank this price`);
  assert.equal(insight.charted, false);
});

Then('its badge gives the verdict of the decision, and so does its deal insight', function (this: ShopWorld) {
  const expected = verdictOf(the(this).diamond);
  assert.deepEqual([this.detailsPage?.state.verdict?.label, this.detailsPage?.state.verdict?.sentence], [expected.label, expected.sentence]);
  assert.deepEqual(insightOf(this).verdict, this.detailsPage?.state.verdict);
});

Then('its badge still says {string}', function (this: ShopWorld, label: string) {
  assert.equal(this.detailsPage?.state.verdict?.label, label);
});

Then('it states which stones are similar, as the service compared them', function (this: ShopWorld) {
  const { similar } = the(this).position;
  const insight = insightOf(this);
  assert.equal(insight.similarTo, `${similar.shape}, ${similar.carat_from.toFixed(2)}–${similar.carat_to.toFixed(2)} ct, ${similar.color}, ${similar.clarity}`);
  assert.equal(insight.similarCount, similar.count);
});

Then("it lists the service's reasons for the price", function (this: ShopWorld) {
  const { reasons } = the(this).position;
  assert.ok(reasons.length >= 2, 'the service gave fewer than two reasons');
  assert.deepEqual(
    insightOf(this).reasons.map((reason) => reason.text),
    reasons.map((reason) => reason.text),
  );
});

Then('one of the reasons says what a 1.00 ct of the same grades typically costs more, and how much larger it looks', function (this: ShopWorld) {
  const { diamond } = the(this);
  const step = insightOf(this).reasons.find((reason) => reason.code === 'below_popular_weight');
  assert.ok(step, 'no reason speaks of the popular weight');
  assert.match(step.text, new RegExp(`^${diamond.size.toFixed(2)} ct: a 1\\.00 ct of the same grades typically costs \\$[\\d,]+\\.\\d{2} more, and looks \\d+% larger in diameter\\.$`));
  assert.ok((step.amount ?? 0) > 0);
});

Then('the diamond is shown without a deal insight', function (this: ShopWorld) {
  const state = this.detailsPage?.state;
  assert.equal(state?.diamond?.id, the(this).diamond.diamond_id);
  assert.equal(state?.dealInsight, null);
  assert.equal(state?.notFound, false);
});

Then('the shop noted that the deal insight of that diamond is not available', function (this: ShopWorld) {
  const id = the(this).diamond.diamond_id;
  assert.ok(this.logger.entries.some((entry) => entry.message === notAvailable(id)));
});
