import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { firstValueFrom } from 'rxjs';
import { ChooseShape } from '../../src/application/discovery/choose-shape.use-case';
import { CompareModel, type CompareRouteState, type CompareState } from '../../src/application/discovery/compare.model';
import { COMPARISON_PATH, RECOMMENDATIONS_PATH } from '../../src/application/discovery/discovery-paths';
import { RecommendationsModel } from '../../src/application/discovery/recommendations.model';
import { SizeStepModel } from '../../src/application/discovery/size-step.model';
import { ProductDetailsModel } from '../../src/application/diamond/product-details.model';
import { encodeDiamondId } from '../../src/domain/diamond/diamond-id-codec';
import { isShape, type Shape } from '../../src/domain/diamond/shapes';
import { ShopByStore } from '../../src/application/kernel/shop-by.store.port';
import { searchFromAddress } from '../../src/domain/discovery/search-address';
import { PRICE_RANGE_CHOICES } from '../../src/domain/discovery/shop-by';
import { formatPrice } from '../../src/domain/shared/money';
import { isShopError } from '../../src/domain/shared/shop-error';
import { follow, location, openedPage, pageOf, routeState, settled, show } from '../support/shown-models';
import { stoneAsTheServiceSendsIt, verdictByDecision } from '../support/deal-verdicts';
import type { ShopWorld } from '../support/world';
import { takeBudget } from './guided-search.steps';
import { toQueryWire } from '../../src/infrastructure/recommendation-http/recommendation-wire';

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));
const ORDINALS = { first: 0, second: 1, third: 2, fourth: 3 } as const;
type Ordinal = keyof typeof ORDINALS;

/** The last body the shop sent to a recommendation call. */
function lastSent(world: ShopWorld, call: string): Record<string, unknown> {
  const request = world.sentRequests.filter((sent) => sent.url.endsWith(`/recommendation/${call}`)).at(-1);
  assert.ok(request, `the shop sent no ${call} request`);
  return (JSON.parse(request.body) as { body?: Record<string, unknown> }).body ?? (JSON.parse(request.body) as Record<string, unknown>);
}

/* ---------- size step ---------- */

/** The size step as the tab shows it: opened at the tab's address, once. */
const sizeStep = (world: ShopWorld) => {
  const page = show(world, SizeStepModel);
  page.open(location(world)?.search ?? '');
  return page;
};
/** The size step once the estimate of the size on screen has come back. */
const estimated = (world: ShopWorld) => settled(sizeStep(world), (state) => !state.estimating);

/** Plus, as the page offers it: pressed only while it can be (the page disables it at the largest size). */
async function pressPlus(world: ShopWorld): Promise<boolean> {
  const page = sizeStep(world);
  if (!page.state.canIncrease) return false;
  page.increase();
  await estimated(world);
  return true;
}

/** The page reads the shape chosen before when it opens, at the shopper's first look or press. */
Given('a shopper on the size step', function (this: ShopWorld) {
  follow(this, { to: '/shop-by-size/step1' });
});

/** The step opens with an estimate for its first size, as the page asks for one when it shows. */
Given('the size step has its first estimate', async function (this: ShopWorld) {
  const { shape, carat } = sizeStep(this).state;
  const { estimate } = await estimated(this);
  assert.deepEqual(lastSent(this, 'pricerange/'), { size: carat, shape }, 'the page asked no estimate for its first size');
  assert.notEqual(estimate.sizeOffered, null, 'no estimate came back');
});

Given(/^the shopper chose the (\w+) shape before$/, async function (this: ShopWorld, shape: string) {
  assert.ok(isShape(shape));
  await firstValueFrom(this.shop.get(ChooseShape).execute(shape));
});

When('they press plus', async function (this: ShopWorld) {
  assert.ok(await pressPlus(this), 'plus cannot be pressed');
});

When('they press plus as long as they can, at most {int} times', async function (this: ShopWorld, times: number) {
  for (let press = 0; press < times; press++) if (!(await pressPlus(this))) break;
});

When('they press plus until the size shown is {float} ct', async function (this: ShopWorld, size: number) {
  while (sizeStep(this).state.carat < size) assert.ok(await pressPlus(this), `plus stopped at ${sizeStep(this).state.caratText} ct`);
  assert.equal(sizeStep(this).state.carat, size);
});

When('they press minus {int} times', async function (this: ShopWorld, times: number) {
  for (let press = 0; press < times; press++) {
    sizeStep(this).decrease();
    await estimated(this);
  }
});

Then('plus can no longer be pressed', function (this: ShopWorld) {
  const page = sizeStep(this);
  const { caratText, canIncrease } = page.state;
  assert.equal(canIncrease, false, `plus is still offered at ${caratText} ct`);
  page.increase();
  assert.equal(page.state.caratText, caratText, 'plus pressed anyway changed the size');
});

Then('minus can no longer be pressed', function (this: ShopWorld) {
  const page = sizeStep(this);
  const { caratText, canDecrease } = page.state;
  assert.equal(canDecrease, false, `minus is still offered at ${caratText} ct`);
  page.decrease();
  assert.equal(page.state.caratText, caratText, 'minus pressed anyway changed the size');
});

Then(/^Continue (is|is not) offered$/, function (this: ShopWorld, offered: string) {
  const { canContinue, caratText, estimate } = sizeStep(this).state;
  assert.equal(canContinue, offered === 'is', `the service said of ${caratText} ct: offered ${estimate.sizeOffered}`);
});

/** Continue's link followed: the recommendations open at its address and store its search as the shopper's. */
When('they continue', function (this: ShopWorld) {
  const { continueTo, caratText } = sizeStep(this).state;
  assert.ok(continueTo, `Continue is not offered at ${caratText} ct`);
  follow(this, { to: continueTo });
  show(this, RecommendationsModel).open(location(this)?.search ?? '');
});

Then(/^the size shown is ([\d.]+) ct$/, function (this: ShopWorld, text: string) {
  assert.equal(sizeStep(this).state.caratText, text);
});

Then(/^the estimated price range is (\$[\d,.]+) to (\$[\d,.]+)$/, function (this: ShopWorld, from: string, to: string) {
  assert.equal(sizeStep(this).state.priceRangeText, `${from} - ${to}`);
});

Then(/^the estimated price range comes from diamonds of ([\d.]+) ct in (\w+)$/, async function (this: ShopWorld, size: string, shape: string) {
  const answer = await this.askRecommendationService('pricerange/', { body: { size: Number(size), shape } });
  assert.equal(typeof answer.price_total_from, 'number', `the service holds no ${shape} diamond of ${size} ct`);
  assert.equal(sizeStep(this).state.priceRangeText, `${formatPrice(answer.price_total_from as number)} - ${formatPrice(answer.price_total_to as number)}`);
});

Then(/^the last estimate asked for (\w+) diamonds of ([\d.]+) ct$/, function (this: ShopWorld, shape: string, size: string) {
  assert.deepEqual(lastSent(this, 'pricerange/'), { size: Number(size), shape });
});

Then(/^the stored search asks for (\w+) diamonds from ([\d.]+) to ([\d.]+) ct$/, function (this: ShopWorld, shape: string, from: string, to: string) {
  const query = this.storedJson('query') as Record<string, unknown>;
  assert.deepEqual([query.shapes, query.size_from, query.size_to], [[shape], Number(from), Number(to)]);
  // The results' address names the same search, so that it can be shared and reloaded.
  assert.equal(location(this)?.pathname, '/shop-by-price/step2');
  assert.deepEqual(searchFromAddress(location(this)?.search ?? ''), this.shop.get(ShopByStore).readQuery());
});

/* ---------- recommendations ---------- */

const recommendations = (world: ShopWorld) => pageOf(world, RecommendationsModel);
const picks = (world: ShopWorld) => recommendations(world).state.results.picks;
const loaded = (world: ShopWorld) => settled(recommendations(world), (state) => !state.results.loading);

Given('a shopper who chose the {string} budget', function (this: ShopWorld, label: string) {
  assert.ok(PRICE_RANGE_CHOICES.some((candidate) => candidate.label === label), `no budget is labelled ${label}`);
  takeBudget(this, label);
});

/** A search stored on an earlier visit, and the recommendations reached without a search in the address. */
Given(/^a shopper whose search asks for (\w+) diamonds between (\$[\d,]+) and (\$[\d,]+)$/, function (this: ShopWorld, shape: Shape, from: string, to: string) {
  this.localStorage.setItem('query', JSON.stringify({ shapes: [shape], price_total_from: dollars(from), price_total_to: dollars(to) }));
  follow(this, { to: RECOMMENDATIONS_PATH });
});

/** A results address shared by someone else, opened by a shopper with a search of their own. */
function opensResultsAddress(world: ShopWorld, address: string): void {
  world.localStorage.setItem('query', JSON.stringify({ shapes: ['Round'], price_total_from: 1000, price_total_to: 5000, attr: 'price' }));
  follow(world, { to: address });
}

/** The address as the shop writes it and a shopper shares it: step 2 of shop by price, the search in its query. */
Given(/^a shopper who opens a results address shared for (\w+) diamonds from (\$[\d,]+) to (\$[\d,]+)$/, function (this: ShopWorld, shape: string, from: string, to: string) {
  opensResultsAddress(this, `/shop-by-price/step2?price_total_from=${dollars(from)}&price_total_to=${dollars(to)}&shapes=${shape}&attr=price`);
});

Given('a shopper who opens a results address whose lowest price is not a number', function (this: ShopWorld) {
  opensResultsAddress(this, '/shop-by-price/step2?price_total_from=ten&shapes=Round');
});

Given('a shopper whose shop holds wrong recommendation credentials', function (this: ShopWorld) {
  this.useRecommendationCredentials({ username: 'loupe', password: 'not-the-password' });
});

When('the recommendations load', async function (this: ShopWorld) {
  const page = show(this, RecommendationsModel);
  page.open(location(this)?.search ?? '');
  await loaded(this);
  // The page writes the search it shows into the address when the address named none, as the router then shows.
  if (page.state.destination) follow(this, page.state.destination);
});

When(/^they choose the (\w+) shape in the header$/, async function (this: ShopWorld, shape: Shape) {
  const page = recommendations(this);
  page.toggleFilter();
  page.selectShape(shape);
  follow(this, page.state.destination);
  await loaded(this);
});

Then(/^they see (\w+) diamonds from ([\d.]+) to ([\d.]+) ct, and no error$/, function (this: ShopWorld, shape: string, from: string, to: string) {
  const { results } = recommendations(this).state;
  assert.equal(results.error, null, `the shop said: ${results.error}`);
  assert.ok(results.picks.length > 0, 'no diamond was recommended');
  for (const { diamond } of results.picks) {
    assert.equal(diamond.shape, shape);
    assert.ok(diamond.size >= Number(from) && diamond.size <= Number(to), `${diamond.id} weighs ${diamond.size} ct`);
  }
  const asked = lastSent(this, 'recommendations/');
  assert.deepEqual([asked.shapes, asked.size_from, asked.size_to], [[shape], Number(from), Number(to)]);
});

Then('there are {int} recommended diamonds, all different', function (this: ShopWorld, count: number) {
  const { results } = recommendations(this).state;
  assert.equal(results.error, null, `the shop said: ${results.error}`);
  assert.equal(results.picks.length, count);
  assert.equal(new Set(results.picks.map((pick) => pick.diamond.id)).size, count);
});

Then(/^every recommended diamond is an? (\w+) diamond between (\$[\d,]+) and (\$[\d,]+)$/, function (this: ShopWorld, shape: string, from: string, to: string) {
  assert.ok(picks(this).length > 0, 'no diamond was recommended');
  for (const { diamond } of picks(this)) {
    assert.equal(diamond.shape, shape);
    assert.ok(diamond.price >= dollars(from) && diamond.price <= dollars(to), `${diamond.price} is outside the budget`);
  }
  const asked = lastSent(this, 'recommendations/');
  assert.deepEqual([asked.shapes, asked.price_total_from, asked.price_total_to], [[shape], dollars(from), dollars(to)]);
});

Then("each card gives the decision's verdict of its diamond's deal block", async function (this: ShopWorld) {
  assert.ok(picks(this).length > 0, 'no card is shown');
  for (const pick of picks(this)) {
    const stone = await stoneAsTheServiceSendsIt(this, pick.diamond.id);
    const expected = verdictByDecision(stone.total_sales_price, stone.deal);
    assert.deepEqual([pick.verdict?.label, pick.verdict?.sentence], [expected.label, expected.sentence], `the card of ${pick.diamond.id}`);
  }
});

Then('opening each recommended diamond shows on its badge and in its deal insight the verdict its card gave', async function (this: ShopWorld) {
  for (const pick of picks(this)) {
    const page = this.shop.get(ProductDetailsModel);
    const detach = page.attach();
    page.open(encodeDiamondId(pick.diamond.id), pick.featureLabel);
    const shown = await settled(page, (state) => state.diamond !== null && state.dealInsight !== null);
    detach();
    page.dispose();
    assert.deepEqual(shown.verdict, pick.verdict, `the badge of ${pick.diamond.id}`);
    assert.deepEqual(shown.dealInsight?.verdict, pick.verdict, `the deal insight of ${pick.diamond.id}`);
  }
});

Then('the picks are labelled finest, biggest, brightest and best deal', function (this: ShopWorld) {
  assert.deepEqual(
    picks(this).map((pick) => pick.featureLabel),
    ['finest', 'biggest', 'brightest', 'best deal'],
  );
});

Then('the remembered shape filter is {word}', function (this: ShopWorld, shape: string) {
  assert.equal(this.storedJson('shape'), shape);
  assert.equal(location(this)?.searchParams.get('shapes'), shape);
});

Then('the address names the stored search', function (this: ShopWorld) {
  assert.equal(location(this)?.pathname, RECOMMENDATIONS_PATH);
  assert.deepEqual(searchFromAddress(location(this)?.search ?? ''), this.shop.get(ShopByStore).readQuery());
});

/** The comparison's address opened in another browser: no route state, only the address. */
When('someone else opens the address of that comparison', async function (this: ShopWorld) {
  const elsewhere = this.shop.get(CompareModel);
  elsewhere.attach();
  elsewhere.open(null, location(this)?.search ?? '');
  this.result = await settled(elsewhere, (state) => !state.loading);
});

Then('they see the same two diamonds side by side', function (this: ShopWorld) {
  const { error, diamonds } = this.result as CompareState;
  assert.equal(error, null, `the shop said: ${error}`);
  assert.equal(location(this)?.pathname, COMPARISON_PATH);
  assert.deepEqual(
    diamonds.map(({ diamond }) => diamond.id),
    recommendations(this).state.compared,
  );
});

Then(/^the stored search still asks for (\$[\d,]+) to (\$[\d,]+)$/, function (this: ShopWorld, from: string, to: string) {
  const query = this.storedJson('query') as Record<string, unknown>;
  assert.deepEqual([query.price_total_from, query.price_total_to], [dollars(from), dollars(to)]);
});

Then('they read that no diamond matches their search, not that the results could not be loaded', function (this: ShopWorld) {
  const { results } = recommendations(this).state;
  assert.equal(results.error, null, `the shop said: ${results.error}`);
  assert.deepEqual([results.noMatch, results.title, results.picks.length], [true, 'No diamond matches this search.', 0]);
});

Then(/^they are offered the wider budget of (\$[\d,]+) to (\$[\d,]+), with as many diamonds as the service finds in it$/, async function (this: ShopWorld, from: string, to: string) {
  const { results } = recommendations(this).state;
  const [wider] = results.widerSearches;
  assert.ok(wider, 'no wider search is offered');
  const query = searchFromAddress(new URL(wider.to, 'http://shop.test').search);
  assert.ok(query && !isShopError(query), `the wider search's address ${wider.to} names no search`);
  assert.deepEqual([query.priceFrom, query.priceTo], [dollars(from), dollars(to)]);
  const counted = (await this.askRecommendationService('recommendations/', { body: toQueryWire(query) })).total_available_diamonds as number;
  assert.ok(counted > 0, 'the wider budget finds nothing either');
  assert.equal(wider.label, `Widen the budget to ${formatPrice(dollars(from))} to ${formatPrice(dollars(to))}: ${counted} ${counted === 1 ? 'diamond' : 'diamonds'}`);
});

Then('they are offered no wider search, only a new one', function (this: ShopWorld) {
  const { results } = recommendations(this).state;
  assert.deepEqual(results.widerSearches, []);
  assert.equal(results.note, 'Try a new search with another budget, size or shape.');
});

When('they follow the wider budget', function (this: ShopWorld) {
  const [wider] = recommendations(this).state.results.widerSearches;
  assert.ok(wider, 'no wider search is offered');
  follow(this, { to: wider.to });
});

Then('the picks are titled {string}, {string}', function (this: ShopWorld, title: string, chosenFrom: string) {
  const { results } = recommendations(this).state;
  assert.deepEqual([results.title, results.chosenFrom], [title, chosenFrom]);
});

/** What the shopper reads: the message of a page of the guided search, or the refusal of the last step's work. */
Then('they are told {string}', function (this: ShopWorld, message: string) {
  const reco = openedPage(this, RecommendationsModel)?.state;
  const told = [reco?.results.error, reco?.compareError, openedPage(this, CompareModel)?.state.error, isShopError(this.failure) ? this.failure.message : undefined];
  assert.ok(told.includes(message), `expected the message "${message}", the shop said ${JSON.stringify(told.filter(Boolean))}`);
});

/* ---------- comparison ---------- */

const comparison = (world: ShopWorld) => pageOf(world, CompareModel);

/** The comparison page opened at the tab's address, with the route state it was reached with. */
async function openComparison(world: ShopWorld, route: Partial<CompareRouteState> | null): Promise<void> {
  show(world, CompareModel).open(route, location(world)?.search ?? '');
  await settled(comparison(world), (state) => !state.loading);
}

When(/^they choose the (first|second|third|fourth) recommended diamond to compare$/, function (this: ShopWorld, ordinal: Ordinal) {
  const page = recommendations(this);
  const pick = picks(this)[ORDINALS[ordinal]];
  assert.ok(pick, `there is no ${ordinal} recommended diamond`);
  if (!page.state.compareMode) page.startCompare();
  page.toggleCompared(pick.diamond.id);
});

When('they cancel comparing', function (this: ShopWorld) {
  recommendations(this).cancelCompare();
});

When('they compare', async function (this: ShopWorld) {
  const page = recommendations(this);
  page.openComparison();
  follow(this, page.state.destination);
  await openComparison(this, routeState(this) as CompareRouteState);
});

When('they open a comparison of only the first recommended diamond', async function (this: ShopWorld) {
  const first = picks(this)[0];
  assert.ok(first);
  follow(this, { to: COMPARISON_PATH });
  await openComparison(this, { diamondIds: [first.diamond.id], featureLabels: { [first.diamond.id]: first.featureLabel } });
});

When('they compare the first recommended diamond with the unknown diamond {string}', async function (this: ShopWorld, id: string) {
  const first = picks(this)[0];
  assert.ok(first);
  follow(this, { to: COMPARISON_PATH });
  await openComparison(this, { diamondIds: [first.diamond.id, id], featureLabels: {} });
});

Then('the Compare button is offered', function (this: ShopWorld) {
  assert.equal(recommendations(this).state.canOpenComparison, true);
});

Then('the Compare button is not offered', function (this: ShopWorld) {
  const page = recommendations(this);
  assert.equal(page.state.canOpenComparison, false);
  const before = page.state.destination;
  page.openComparison();
  assert.equal(page.state.destination, before, 'Compare pressed anyway opened a comparison');
});

Then('the first two diamonds stay chosen', function (this: ShopWorld) {
  assert.deepEqual(recommendations(this).state.compared, [picks(this)[0]?.diamond.id, picks(this)[1]?.diamond.id]);
});

Then('no diamond is chosen', function (this: ShopWorld) {
  assert.deepEqual(recommendations(this).state.compared, []);
});

Then('the comparison shows the cut, color, clarity and carat of both diamonds', function (this: ShopWorld) {
  const { error, diamonds, rows } = comparison(this).state;
  assert.equal(error, null, `the shop said: ${error}`);
  const chosen = recommendations(this).state.compared.map((id) => picks(this).find((pick) => pick.diamond.id === id));
  assert.deepEqual(
    diamonds.map(({ diamond, label }) => [diamond.id, label]),
    chosen.map((pick) => [pick?.diamond.id, pick?.featureLabel]),
  );
  assert.deepEqual(
    rows.slice(0, 4).map(({ label, values }) => [label, ...values]),
    [
      ['Cut', ...chosen.map((pick) => pick?.diamond.cut)],
      ['Color', ...chosen.map((pick) => pick?.diamond.color)],
      ['Clarity', ...chosen.map((pick) => pick?.diamond.clarity)],
      ['Carat', ...chosen.map((pick) => pick?.diamond.size.toFixed(2))],
    ],
  );
  assert.deepEqual(lastSent(this, 'comparisons/').diamond_ids, recommendations(this).state.compared);
});

/** The stone ahead on scores where lower is better, or null for a tie: counted here from the stones themselves. */
const lowerWins = ([a, b]: readonly number[]): number | null => (a === undefined || b === undefined || a === b ? null : a < b ? 0 : 1);
const CUTS = ['Excellent', 'Very Good', 'Good', 'Fair', 'Poor'];
const COLORS = 'DEFGHIJKLMN'.split('');
const CLARITIES = ['IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2', 'SI3', 'I1', 'I2', 'I3'];

Then('each row marks the stone ahead: the better grade, the larger stone, the lower price per carat, the better deal; a tie marks none', async function (this: ShopWorld) {
  const { rows, diamonds } = comparison(this).state;
  const stones = diamonds.map(({ diamond }) => diamond);
  const served = await Promise.all(stones.map((d) => stoneAsTheServiceSendsIt(this, d.id)));
  const VERDICT_ORDER = ['Good deal', 'Priced in line', 'Priced above'];
  const expected: Record<string, number | null> = {
    Cut: lowerWins(stones.map((d) => CUTS.indexOf(d.cut))),
    Color: lowerWins(stones.map((d) => COLORS.indexOf(d.color))),
    Clarity: lowerWins(stones.map((d) => CLARITIES.indexOf(d.clarity))),
    Carat: lowerWins(stones.map((d) => -Math.round(d.size * 100))),
    'Price per carat': lowerWins(stones.map((d) => Math.round((d.price / d.size) * 100))),
    // The better deal has the better verdict, then asks less against what the service's model expects of it,
    // counted in the whole percents the sentences say.
    Deal: lowerWins(
      served.map((stone) => {
        const { label } = verdictByDecision(stone.total_sales_price, stone.deal);
        return VERDICT_ORDER.indexOf(label) * 100_000 + Math.round((stone.total_sales_price / stone.deal.model_price - 1) * 100);
      }),
    ),
  };
  assert.deepEqual(
    Object.fromEntries(rows.map(({ label, ahead }) => [label, ahead])),
    expected,
  );
  assert.deepEqual(
    rows.find(({ label }) => label === 'Price per carat')?.values,
    stones.map((d) => formatPrice(Math.round((d.price / d.size) * 100) / 100)),
  );
});

Then("each diamond's deal line gives the verdict its card gave, the decision's verdict of its deal block", async function (this: ShopWorld) {
  const { rows, diamonds } = comparison(this).state;
  const expected = await Promise.all(
    diamonds.map(async ({ diamond }) => {
      const stone = await stoneAsTheServiceSendsIt(this, diamond.id);
      const { label, sentence } = verdictByDecision(stone.total_sales_price, stone.deal);
      return `${label}: ${sentence}`;
    }),
  );
  assert.deepEqual(rows.find(({ label }) => label === 'Deal')?.values, expected);
  const cards = diamonds.map(({ diamond }) => picks(this).find((pick) => pick.diamond.id === diamond.id)?.verdict);
  assert.deepEqual(
    cards.map((verdict) => verdict && `${verdict.label}: ${verdict.sentence}`),
    expected,
  );
});

