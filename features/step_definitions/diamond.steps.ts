import { After, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { filter, firstValueFrom, map, type Observable } from 'rxjs';
import { AddDiamondToBag } from '../../src/application/bag/add-diamond-to-bag.use-case';
import { BagStore } from '../../src/application/kernel/bag.store.port';
import { CertificateRequestModel, type CertificateRequestState } from '../../src/application/diamond/certificate-request.model';
import { ProductDetailsModel, type ProductDetailsState } from '../../src/application/diamond/product-details.model';
import { pickPath } from '../../src/application/discovery/discovery-paths';
import { RecommendationsModel } from '../../src/application/discovery/recommendations.model';
import { ShopByStore } from '../../src/application/kernel/shop-by.store.port';
import type { Diamond } from '../../src/domain/diamond/diamond';
import { encodeDiamondId, PRODUCT_DETAILS_PATH, productDetailsPath } from '../../src/domain/diamond/diamond-id-codec';
import { labelFromAddress } from '../../src/domain/diamond/feature-label';
import { EDUCATION_CLARITIES, EDUCATION_COLORS, EDUCATION_CUT_GRADES, SLIDER_COLORS } from '../../src/domain/diamond/grades';
import { clarityScore, colorScore, cutScore } from '../../test/doubles/icon-scores';
import { moreOptionsRanges, type MoreOptionsRanges } from '../../src/domain/discovery/more-options';
import type { RecommendedDiamond } from '../../src/domain/discovery/recommendation';
import { DEFAULT_DIAMOND_QUERY } from '../../src/domain/discovery/shop-by';
import { stoneAsTheServiceSendsIt, verdictByDecision } from '../support/deal-verdicts';
import { openedPage } from '../support/shown-models';
import type { ShopWorld } from '../support/world';
import { toDiamond, toQueryWire } from '../../src/infrastructure/recommendation-http/recommendation-wire';
import type { DiamondWire } from '../../contracts/recommendation';

/*
 * The detail page as the shopper uses it: every step presses what the page offers (the model's commands, as the
 * view calls them) and reads what the page shows (the model's state) or what reached the store and the
 * recommendation service. What the screen showed, stone after stone, is recorded from the model's state.
 */

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));
/** The shop's quality order: the icon-score sum of cut, color and clarity, then the finer grades within it (a
 * VS1 above a VS2 of the same icon score). Icon points dominate: 21 finer steps never reach the next point. */
const iconSum = (d: Diamond) => cutScore(d.cut) + colorScore(d.color) + clarityScore(d.clarity);
const gradePosition = (d: Diamond) =>
  (EDUCATION_CUT_GRADES as readonly string[]).indexOf(d.cut) + (EDUCATION_COLORS as readonly string[]).indexOf(d.color) + (EDUCATION_CLARITIES as readonly string[]).indexOf(d.clarity);
const quality = (d: Diamond) => iconSum(d) * 21 - gradePosition(d);
/** How many of cut, color and clarity `now` has higher, and how many lower, than `before` (each scale lists its best
 * grade first). */
const gradeChanges = (now: Diamond, before: Diamond) => {
  const steps = ([
    [EDUCATION_CUT_GRADES, 'cut'],
    [EDUCATION_COLORS, 'color'],
    [EDUCATION_CLARITIES, 'clarity'],
  ] as const).map(([scale, field]) => (scale as readonly string[]).indexOf(now[field]) - (scale as readonly string[]).indexOf(before[field]));
  return { higher: steps.filter((step) => step < 0).length, lower: steps.filter((step) => step > 0).length };
};
/** The quality promises (docs/product-decisions.md, third round): plus, no grade lower and one higher; minus, no
 * grade higher, one lower, and no dearer (the panel says it trades a grade for a lower price). */
const qualityRaised = (now: Diamond, before: Diamond) => gradeChanges(now, before).lower === 0 && gradeChanges(now, before).higher > 0;
const qualityLowered = (now: Diamond, before: Diamond) =>
  gradeChanges(now, before).higher === 0 && gradeChanges(now, before).lower > 0 && now.price < before.price;
const describeStone = (d: Diamond) => `${d.id} ${d.color} ${d.clarity} ${d.cut} ${d.size} ct $${d.price}`;

/** An entry of the tab's history showing a detail page: the router's key for it, the address's id, its route state. */
interface Entry {
  readonly key: string;
  readonly encodedId: string | undefined;
  readonly featureLabel: string | null;
}

/** An open detail page: its model, the stones its screen showed in order, the tab's entries of the page and which one
 * is shown, and how to close it. */
interface Visit {
  page: ProductDetailsModel;
  readonly shop: ShopWorld['shop'];
  readonly seen: Diamond[];
  readonly entries: Entry[];
  at: number;
  close: () => void;
}
const visits = new WeakMap<ShopWorld, Visit>();
/** The More Options ranges the shopper asked for. */
const searchedRanges = new WeakMap<ShopWorld, MoreOptionsRanges>();
/** The stone a guest had in the bag before this visit. */
const alreadyInBag = new WeakMap<ShopWorld, Diamond>();
/** The certificate card the shopper last filled. */
const certificateCards = new WeakMap<ShopWorld, CertificateRequestModel>();
/** What a friend's browser showed of an address the shopper sent. */
const friendsPages = new WeakMap<ShopWorld, ProductDetailsState>();

const whenIdle = <S>(state$: Observable<S>, idle: (state: S) => boolean): Promise<S> => firstValueFrom(state$.pipe(filter(idle)));
const pageIdle = (state: ProductDetailsState) => !state.busy && !state.adding && (state.diamond !== null || state.notFound);

function visitOf(world: ShopWorld): Visit {
  const visit = visits.get(world);
  assert.ok(visit, 'no detail page is open');
  return visit;
}

const shown = (world: ShopWorld): Diamond => {
  const { diamond } = visitOf(world).page.state;
  assert.ok(diamond, 'there is no diamond on screen');
  return diamond;
};

/** The stone the screen showed `back` stones ago (1: the one before the current). */
const shownBefore = (world: ShopWorld, back = 1): Diamond => {
  const { seen } = visitOf(world);
  const stone = seen.at(-1 - back);
  assert.ok(stone, `the screen showed ${seen.length} stone(s), not ${back + 1}`);
  return stone;
};

/** A page of the tab, as the view gets its model: the stones its screen shows are recorded after the ones before. */
function mountPage(world: ShopWorld, seen: Diamond[]): { page: ProductDetailsModel; close: () => void } {
  const page = world.shop.get(ProductDetailsModel);
  const recording = page.state$
    .pipe(
      map((state) => state.diamond),
      filter((diamond): diamond is Diamond => diamond !== null && diamond.id !== seen.at(-1)?.id),
    )
    .subscribe((diamond) => seen.push(diamond));
  const detach = page.attach();
  world.detailsPage = page;
  return { page, close: () => (recording.unsubscribe(), detach()) };
}

/** The page shows the tab's current entry, as the router hands its address, route state and key to the page. */
async function showEntry(visit: Visit): Promise<void> {
  const entry = visit.entries[visit.at]!;
  visit.page.open(entry.encodedId, entry.featureLabel, entry.key);
  await whenIdle(visit.page.state$, pageIdle);
}

/** Opens /product-details/{encodedId} in the shopper's tab, as the router does, and waits for the stone. The tab's
 * first entry: the router names it 'default'. */
async function openDetails(world: ShopWorld, encodedId: string | undefined, featureLabel: string | null = null): Promise<ProductDetailsModel> {
  visits.get(world)?.close();
  const seen: Diamond[] = [];
  const { page, close } = mountPage(world, seen);
  const visit: Visit = { page, shop: world.shop, seen, entries: [{ key: 'default', encodedId, featureLabel }], at: 0, close };
  visits.set(world, visit);
  await showEntry(visit);
  return page;
}

/** The open page in the browser as it is now: after the shop's connection changed, the page is loaded again. */
async function currentPage(world: ShopWorld): Promise<ProductDetailsModel> {
  const visit = visitOf(world);
  if (visit.shop === world.shop) return visit.page;
  return openDetails(world, encodeDiamondId(shown(world).id));
}

let entryKeys = 0;

/** Runs a command of the page, waits until it settled, and follows where it led as the router would: a new address is
 * a new entry of the tab (the later ones dropped), a step goes to the entry before or after. */
async function press(world: ShopWorld, command: (page: ProductDetailsModel) => void): Promise<void> {
  const page = await currentPage(world);
  const visit = visitOf(world);
  const { destination: before, historyStep: stepBefore } = page.state;
  command(page);
  const { destination, historyStep } = await whenIdle(page.state$, pageIdle);
  if (destination && destination !== before && destination.to.startsWith(`${PRODUCT_DETAILS_PATH}/`)) {
    // As the router opens the new address, a new entry of the tab: its id, and the pick's label its query carries.
    const address = new URL(destination.to, 'http://shop.test');
    visit.entries.splice(visit.at + 1, visit.entries.length, {
      key: `entry-${++entryKeys}`,
      encodedId: address.pathname.split('/').at(-1),
      featureLabel: labelFromAddress(address.search),
    });
    visit.at += 1;
    await showEntry(visit);
  } else if (historyStep && historyStep !== stepBefore) {
    visit.at += historyStep.by;
    await showEntry(visit);
  }
}

/** The browser's own Back or Forward button: the tab goes to the entry before or after, the page is told. */
async function browserStep(world: ShopWorld, by: -1 | 1): Promise<void> {
  const visit = visitOf(world);
  assert.ok(visit.entries[visit.at + by], `the tab has no entry ${by < 0 ? 'before' : 'after'} this one`);
  visit.at += by;
  await showEntry(visit);
}

/** What the shop asked the rule_recommendation/ call, oldest first. */
const tuningCalls = (world: ShopWorld): Record<string, unknown>[] =>
  world.sentRequests.filter((request) => request.url.endsWith('/rule_recommendation/')).map((request) => (JSON.parse(request.body) as { body: Record<string, unknown> }).body);

After(function (this: ShopWorld) {
  visits.get(this)?.close();
  certificateCards.get(this)?.dispose();
});

/* ---------- opening a diamond ---------- */

Given('the shopper opens the finest recommended diamond', async function (this: ShopWorld) {
  const answer = await this.askRecommendationService('recommendations/', { body: toQueryWire(this.shop.get(ShopByStore).readQuery() ?? DEFAULT_DIAMOND_QUERY) });
  const recommended = (answer.recommended as { diamond: DiamondWire } | undefined)?.diamond;
  const finest = recommended && toDiamond(recommended);
  assert.ok(finest, 'the service recommended no finest diamond');
  const page = await openDetails(this, encodeDiamondId(finest.id), 'finest');
  assert.equal(page.state.diamond?.id, finest.id);
});

/** A pick of the Top 4 opened from its link: the detail page at that address, with the label its query carries. */
When(/^they follow the link of the (first|second|third|fourth) recommended diamond$/, async function (this: ShopWorld, ordinal: 'first' | 'second' | 'third' | 'fourth') {
  const picks = openedPage(this, RecommendationsModel)?.state.results.picks ?? [];
  const pick = picks[['first', 'second', 'third', 'fourth'].indexOf(ordinal)];
  assert.ok(pick, `there is no ${ordinal} recommended diamond`);
  const address = new URL(pickPath(pick), 'http://shop.test');
  this.result = pick;
  const page = await openDetails(this, address.pathname.split('/').at(-1), labelFromAddress(address.search));
  assert.equal(page.state.diamond?.id, pick.diamond.id);
});

Then('its page wears the label the recommendations gave it', function (this: ShopWorld) {
  const pick = this.result as RecommendedDiamond;
  assert.equal(shown(this).id, pick.diamond.id);
  assert.equal(visitOf(this).page.state.featureLabel, pick.featureLabel);
});

Then('the stone on screen wears no label', function (this: ShopWorld) {
  assert.notEqual(shown(this).id, (this.result as RecommendedDiamond).diamond.id, 'the tuning stayed on the pick');
  assert.equal(visitOf(this).page.state.featureLabel, null);
});

Given(/^the shopper opens diamond (\d{9}) from a search of round diamonds from (\$[\d,]+) to (\$[\d,]+)$/, async function (this: ShopWorld, id: string, from: string, to: string) {
  this.shop.get(ShopByStore).saveQuery({ shapes: ['Round'], priceFrom: dollars(from), priceTo: dollars(to) });
  const page = await openDetails(this, encodeDiamondId(id));
  assert.equal(page.state.diamond?.id, id);
});

type Moves = Record<'price' | 'size' | 'quality', Record<'dec' | 'inc', boolean>>;

/** Opens the first seeded stone (by id) whose moves, as the service says of them under the shopper's stored search,
 * pass `test`. */
async function openStoneWhoseMoves(world: ShopWorld, test: (moves: Moves) => boolean): Promise<void> {
  const query = world.shop.get(ShopByStore).readQuery() ?? DEFAULT_DIAMOND_QUERY;
  for (let index = 0; index < 5_000; index++) {
    const id = String(100_000_000 + index);
    const answer = await world.askRecommendationService('rule_recommendation/', { body: { diamond: id, state: { history: [], future: [], query: toQueryWire(query) }, command: 'stay' } });
    const moves = answer.moves as Moves | undefined;
    assert.ok(moves, 'the recommendation service did not say which moves the stone offers');
    if (!test(moves)) continue;
    const page = await openDetails(world, encodeDiamondId(id));
    await whenIdle(page.state$, (state) => pageIdle(state) && state.panels.length > 0);
    return;
  }
  throw new Error('none of the first 5,000 stones fits');
}

Given('the shopper opens a diamond that no diamond of its shape outgrades', async function (this: ShopWorld) {
  await openStoneWhoseMoves(this, (moves) => !moves.quality.inc && moves.quality.dec);
});

Given('the shopper opens a diamond below which no cheaper diamond of its shape has every grade at most its own', async function (this: ShopWorld) {
  await openStoneWhoseMoves(this, (moves) => !moves.quality.dec);
});

/* ---------- tuning ---------- */

When(/^they press (minus|plus) on (price|size|quality)$/, async function (this: ShopWorld, button: string, attr: 'price' | 'size' | 'quality') {
  await press(this, (page) => page.adjust(attr, button === 'minus' ? 'dec' : 'inc'));
});

When(/^they press (minus|plus) on (price|size|quality) (\d+) times$/, async function (this: ShopWorld, button: string, attr: 'price' | 'size' | 'quality', times: string) {
  for (let pressed = 0; pressed < Number(times); pressed++) {
    await press(this, (page) => page.adjust(attr, button === 'minus' ? 'dec' : 'inc'));
    if (visitOf(this).page.state.notice) break;
  }
});

When(/^they go (back|forward)$/, async function (this: ShopWorld, command: 'back' | 'forward') {
  await press(this, (page) => (command === 'back' ? page.back() : page.forward()));
});

When('they reload the page', async function (this: ShopWorld) {
  const visit = visitOf(this);
  visit.close();
  // The tab keeps its entries and its session storage; the page starts again, as a reload starts it.
  const { page, close } = mountPage(this, visit.seen);
  visit.page = page;
  visit.close = close;
  await showEntry(visit);
});

When(/^they press the browser's (Back|Forward) button( twice)?$/, async function (this: ShopWorld, button: string, twice: string | undefined) {
  for (let pressed = 0; pressed < (twice ? 2 : 1); pressed++) await browserStep(this, button === 'Back' ? -1 : 1);
});

When('they search More Options without changing anything', async function (this: ShopWorld) {
  const ranges = visitOf(this).page.state.moreOptions;
  assert.ok(ranges, 'More Options has no ranges to open with');
  searchedRanges.set(this, ranges);
  await press(this, (page) => page.search(ranges));
});

Then('More Options opens on their budget, taking in the diamond, with every size and grade', function (this: ShopWorld) {
  const ranges = visitOf(this).page.state.moreOptions;
  const budget = this.shop.get(ShopByStore).readQuery();
  const price = shown(this).price;
  assert.ok(ranges && budget?.priceFrom !== undefined && budget.priceTo !== undefined, 'no ranges or no budget');
  // The budget on the slider's $2,000 stops just outside it, wide enough for the diamond.
  assert.deepEqual(ranges.price, {
    from: Math.floor(Math.min(budget.priceFrom, price) / 2_000) * 2_000,
    to: Math.ceil(Math.max(budget.priceTo, price) / 2_000) * 2_000,
  });
  assert.deepEqual([ranges.size, ranges.color, ranges.clarity, ranges.cut], [
    { from: 0.25, to: 100 },
    { from: 'D', to: 'J' },
    { from: 'IF', to: 'I1' },
    { from: 'Excellent', to: 'Fair' },
  ]);
});

Then('they are told it already matches these options', function (this: ShopWorld) {
  assert.equal(visitOf(this).page.state.notice, 'This diamond already matches these options.');
});

When('they send the address of the diamond on screen to a friend, who opens it', async function (this: ShopWorld) {
  const friend = this.anotherShopper();
  const visit = visitOf(this);
  const address = visit.entries[visit.at]!;
  const page = friend.get(ProductDetailsModel);
  page.attach();
  // A link opened in the friend's browser: a tab of its own, whose first entry the router names 'default'.
  page.open(address.encodedId, null, 'default');
  friendsPages.set(this, await whenIdle(page.state$, pageIdle));
  page.dispose();
});

Then('the friend sees that diamond with no history', function (this: ShopWorld) {
  const state = friendsPages.get(this);
  assert.ok(state, 'no friend opened the address');
  assert.equal(state.diamond?.id, shown(this).id);
  assert.deepEqual([state.canGoBack, state.canGoForward], [false, false]);
});

Then('the pick label is on the picked diamond only', function (this: ShopWorld) {
  const { page, seen } = visitOf(this);
  const picked = seen[0];
  assert.ok(picked, 'no diamond was opened');
  assert.equal(page.state.featureLabel, page.state.diamond?.id === picked.id ? 'finest' : null);
});

When(
  /^they search More Options for diamonds from (\$[\d,]+) to (\$[\d,]+) between ([\d.]+) and ([\d.]+) ct in colors ([D-J]) to ([D-J])$/,
  async function (this: ShopWorld, from: string, to: string, sizeFrom: string, sizeTo: string, colorFrom: string, colorTo: string) {
    const ranges = moreOptionsRanges({ priceFrom: dollars(from), priceTo: dollars(to), sizeFrom: Number(sizeFrom), sizeTo: Number(sizeTo), colorFrom, colorTo });
    searchedRanges.set(this, ranges);
    await press(this, (page) => page.search(ranges));
  },
);

Then('they see another diamond', function (this: ShopWorld) {
  const { page } = visitOf(this);
  const [now, before] = [shown(this), shownBefore(this)];
  assert.equal(page.state.notice, null);
  assert.notEqual(now.id, before.id);
  // The move was asked of the service about the stone that was on screen, and the address names the new stone.
  assert.equal(tuningCalls(this).at(-1)?.diamond, before.id);
  assert.equal(page.state.destination?.to, productDetailsPath(now.id));
});

Then(/^it is (cheaper|dearer|bigger|smaller) than the previous one$/, function (this: ShopWorld, how: string) {
  const [now, before] = [shown(this), shownBefore(this)];
  const checks: Record<string, boolean> = {
    cheaper: now.price < before.price,
    dearer: now.price > before.price,
    bigger: now.size > before.size,
    smaller: now.size < before.size,
  };
  assert.ok(checks[how], `${now.id} ($${now.price}, ${now.size} ct) is not ${how} than ${before.id} ($${before.price}, ${before.size} ct)`);
  assert.equal(now.shape, before.shape);
});

Then(/^no grade of it is (lower|higher) than the previous one's, and one is (higher|lower)$/, function (this: ShopWorld, _no: string, how: string) {
  const [now, before] = [shown(this), shownBefore(this)];
  assert.ok(how === 'higher' ? qualityRaised(now, before) : qualityLowered(now, before), `${describeStone(before)} → ${describeStone(now)}`);
});

/** The quality button the scenario last looked at. */
const lookedAt = new WeakMap<ShopWorld, 'plus' | 'minus'>();

const qualityButton = (world: ShopWorld, which: 'plus' | 'minus') => {
  const panel = visitOf(world).page.state.panels.find((each) => each.type === 'quality');
  assert.ok(panel, 'the page shows no quality panel');
  return panel.buttons[which === 'plus' ? 'inc' : 'dec'];
};

Then(/^the quality (plus|minus) says "([^"]+)", cannot be pressed and says why$/, async function (this: ShopWorld, which: 'plus' | 'minus', label: string) {
  // The page knew before anything was pressed: it asked the service which moves the stone offers.
  const page = visitOf(this).page;
  await whenIdle(page.state$, () => !qualityButton(this, which).possible);
  const button = qualityButton(this, which);
  lookedAt.set(this, which);
  assert.deepEqual([button.label, button.possible], [label, false]);
  assert.match(button.why ?? '', /^No (cheaper )?diamond of this shape in your search has every grade \(cut, color, clarity\) at (least|most) this one's and one (higher|lower)\.$/);
});

Then(/^pressing it asks the recommendation service nothing$/, async function (this: ShopWorld) {
  const asked = tuningCalls(this).length;
  const shownId = shown(this).id;
  const page = visitOf(this).page;
  const which = lookedAt.get(this);
  assert.ok(which, 'the scenario looked at no quality button');
  await press(this, (model) => model.adjust('quality', which === 'plus' ? 'inc' : 'dec'));
  assert.equal(tuningCalls(this).length, asked);
  assert.equal(page.state.diamond?.id, shownId);
  assert.equal(page.state.notice, null);
});

Then('the quality minus is offered', function (this: ShopWorld) {
  assert.deepEqual([qualityButton(this, 'minus').label, qualityButton(this, 'minus').possible], ['Lower quality', true]);
});

/** What each panel prints under its minus and plus, read plainly (src/domain/diamond/parameter-panels.ts). */
const PROMISES: Record<string, (now: Diamond, before: Diamond) => boolean> = {
  'minus on price': (now, before) => now.price < before.price,
  'plus on price': (now, before) =>
    now.price > before.price && now.size >= before.size && quality(now) >= quality(before) && (now.size > before.size || quality(now) > quality(before)),
  'minus on size': (now, before) => now.size < before.size && now.price <= before.price,
  'plus on size': (now, before) => now.size > before.size,
  'minus on quality': qualityLowered,
  'plus on quality': qualityRaised,
};

Then(/^every move kept the promise of ((?:minus|plus) on (?:price|size|quality)): .+$/, function (this: ShopWorld, move: string) {
  const { page, seen } = visitOf(this);
  assert.ok(seen.length > 1, `the service answered no move: ${page.state.notice}`);
  for (let step = 1; step < seen.length; step++) {
    const [before, now] = [seen[step - 1]!, seen[step]!];
    assert.ok(PROMISES[move]!(now, before), `${move}: ${describeStone(before)} → ${describeStone(now)}`);
    assert.equal(now.shape, before.shape);
  }
  if (page.state.notice !== null) assert.match(page.state.notice, /^There is no .+ for your search\.$/);
});

Then(/^going (back|forward) is (possible|not possible)$/, function (this: ShopWorld, direction: string, possible: string) {
  const { state } = visitOf(this).page;
  assert.equal(direction === 'back' ? state.canGoBack : state.canGoForward, possible === 'possible');
});

Then('they see the diamond they saw before the last move', function (this: ShopWorld) {
  assert.equal(shown(this).id, shownBefore(this, 2).id);
});

Then('they see the diamond they opened', function (this: ShopWorld) {
  assert.equal(shown(this).id, visitOf(this).seen[0]?.id);
});

Then('they still see the diamond they opened', function (this: ShopWorld) {
  const { page, seen } = visitOf(this);
  assert.deepEqual(
    seen.map((d) => d.id),
    [shown(this).id],
  );
  assert.notEqual(page.state.notice, null);
});

Then('they see the diamond they reached last', function (this: ShopWorld) {
  // seen: opened, after minus price, after plus size, back, back, forward, forward
  assert.equal(shown(this).id, visitOf(this).seen[2]?.id);
});

Then('they are told why', function (this: ShopWorld) {
  assert.match(visitOf(this).page.state.notice ?? '', /\w+/);
});

Then('they see a diamond inside those ranges', function (this: ShopWorld) {
  const ranges = searchedRanges.get(this);
  assert.ok(ranges, 'no More Options search was made');
  const d = shown(this);
  assert.equal(visitOf(this).page.state.notice, null);
  assert.notEqual(d.id, shownBefore(this).id);
  const asked = tuningCalls(this).at(-1)?.set as Record<string, unknown> | undefined;
  assert.deepEqual([asked?.price_total_from, asked?.price_total_to, asked?.size_from, asked?.size_to], [ranges.price.from, ranges.price.to, ranges.size.from, ranges.size.to]);
  assert.ok(d.price >= ranges.price.from && d.price <= ranges.price.to, `price ${d.price}`);
  assert.ok(d.size >= ranges.size.from && d.size <= ranges.size.to, `size ${d.size}`);
  const colors: readonly string[] = SLIDER_COLORS;
  assert.ok(colors.indexOf(d.color) >= colors.indexOf(ranges.color.from) && colors.indexOf(d.color) <= colors.indexOf(ranges.color.to), `color ${d.color}`);
});

Then('the badge gives the diamond on screen the verdict of its deal block', async function (this: ShopWorld) {
  const page = visitOf(this).page;
  const stone = await stoneAsTheServiceSendsIt(this, shown(this).id);
  const expected = verdictByDecision(stone.total_sales_price, stone.deal);
  assert.deepEqual([page.state.verdict?.label, page.state.verdict?.sentence], [expected.label, expected.sentence]);
});

/* ---------- comparing on the detail page ---------- */

/** A, B and C: three different stones the service recommends for the default search. */
async function namedStones(world: ShopWorld): Promise<Readonly<Record<'A' | 'B' | 'C', Diamond>>> {
  const answer = await world.askRecommendationService('recommendations/', { body: toQueryWire(DEFAULT_DIAMOND_QUERY) });
  const pick = (key: string) => toDiamond((answer[key] as { diamond: DiamondWire }).diamond);
  const stones = { A: pick('recommended'), B: pick('biggest'), C: pick('brightest') };
  assert.equal(new Set(Object.values(stones).map((d) => d.id)).size, 3, 'the service recommended fewer than three stones');
  return stones;
}
const idsOf = async (world: ShopWorld, names: string) => {
  const stones = await namedStones(world);
  return names === 'none' ? [] : names.split(',').map((name) => stones[name as keyof typeof stones].id);
};

Given('a shopper comparing nothing yet', async function (this: ShopWorld) {
  const { A } = await namedStones(this);
  const page = await openDetails(this, encodeDiamondId(A.id));
  assert.deepEqual(page.state.compared, []);
});

When('they toggle the diamonds {word} for comparison', async function (this: ShopWorld, names: string) {
  for (const id of await idsOf(this, names)) {
    await openDetails(this, encodeDiamondId(id));
    visitOf(this).page.toggleCompare();
  }
});

Then('the comparison holds {word}', async function (this: ShopWorld, held: string) {
  assert.deepEqual(visitOf(this).page.state.compared, await idsOf(this, held));
});

Then(/^compare mode is (on|off)$/, function (this: ShopWorld, mode: string) {
  assert.equal(visitOf(this).page.state.compareMode, mode === 'on');
});

/* ---------- certificate request ---------- */

Given('the shop cannot reach the store', function (this: ShopWorld) {
  this.setStoreReachable(false);
});

When('the shop can reach the store again', function (this: ShopWorld) {
  this.setStoreReachable(true);
});

When('they request the certificate as {string} with {string}', async function (this: ShopWorld, name: string, email: string) {
  const diamond = shown(this);
  const card = this.shop.get(CertificateRequestModel);
  certificateCards.get(this)?.dispose();
  certificateCards.set(this, card);
  card.attach();
  card.open(diamond.id, productDetailsPath(diamond.id));
  card.change('name', name);
  card.change('email', email);
  card.send();
  const settled = await whenIdle(card.state$, (state: CertificateRequestState) => state.status !== 'LOADING');
  // What the card says, for the shop-wide 'they are told' step.
  this.failure = settled.error ?? undefined;
});

const certificateCard = (world: ShopWorld): CertificateRequestModel => {
  const card = certificateCards.get(world);
  assert.ok(card, 'no certificate card was filled');
  return card;
};

Then('the request is sent', function (this: ShopWorld) {
  const { state } = certificateCard(this);
  assert.equal(state.status, 'COMPLETE');
  assert.equal(state.error, null);
});

Then('the request is refused', function (this: ShopWorld) {
  const { state } = certificateCard(this);
  assert.equal(state.status, 'READY');
  assert.notDeepEqual(state.errors, {});
  assert.deepEqual(
    this.sentRequests.filter((request) => request.url.endsWith('/V1/contactus')),
    [],
  );
});

Then('the store received a message naming the certificate request, the diamond and the page', async function (this: ShopWorld) {
  const diamond = shown(this);
  const messages = await this.mailbox();
  assert.equal(messages.length, 1);
  assert.equal(messages[0]?.comment, `Certificate request for diamond ${diamond.id} (page ${productDetailsPath(diamond.id)})`);
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
  const answer = await this.askRecommendationService('recommendations/', { body: toQueryWire(this.shop.get(ShopByStore).readQuery() ?? DEFAULT_DIAMOND_QUERY) });
  const biggest = toDiamond((answer.biggest as { diamond: DiamondWire }).diamond);
  alreadyInBag.set(this, biggest);
  await firstValueFrom(this.shop.get(AddDiamondToBag).execute(biggest.id));
});

Given('a guest whose stored bag no longer exists', function (this: ShopWorld) {
  this.shop.get(BagStore).saveGuestCartId('0123456789abcdef0123456789abcdef');
});

When('they select the diamond', async function (this: ShopWorld) {
  await press(this, (page) => page.select());
  // What the shop's banner says, for the shop-wide 'they are told' step.
  this.failure = visitOf(this).page.state.failure ?? undefined;
});

Then('a guest bag is created and holds that diamond', async function (this: ShopWorld) {
  const cartId = this.shop.get(BagStore).readGuestCartId();
  assert.ok(cartId && cartId !== '0123456789abcdef0123456789abcdef', 'no new guest bag');
  assert.deepEqual((await this.guestCartItems(cartId))?.map((item) => item.sku), [shown(this).id]);
  assert.equal(visitOf(this).page.state.destination?.to, '/cart');
});

Then('the diamond is remembered for the next visit', async function (this: ShopWorld) {
  const selected = shown(this).id;
  const nextVisit = await openDetails(this, undefined);
  assert.equal(nextVisit.state.diamond?.id, selected);
});

Then('the bag has an empty billing address', async function (this: ShopWorld) {
  const cart = await this.guestCart(this.shop.get(BagStore).readGuestCartId() ?? '');
  assert.ok(cart.billing_address, 'the bag has no billing address');
});

Then('their bag holds both diamonds', async function (this: ShopWorld) {
  const earlier = alreadyInBag.get(this);
  assert.ok(earlier, 'the bag held no diamond before');
  const items = await this.guestCartItems(this.shop.get(BagStore).readGuestCartId() ?? '');
  assert.deepEqual(items?.map((item) => item.sku).sort(), [earlier.id, shown(this).id].sort());
});

Then('their bag holds that diamond once', async function (this: ShopWorld) {
  const items = await this.guestCartItems(this.shop.get(BagStore).readGuestCartId() ?? '');
  assert.deepEqual(items?.map((item) => item.sku), [shown(this).id]);
});

Then('no diamond is remembered', async function (this: ShopWorld) {
  const nextVisit = await openDetails(this, undefined);
  assert.equal(nextVisit.state.notFound, true);
});
