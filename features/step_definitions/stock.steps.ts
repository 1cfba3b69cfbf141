import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { firstValueFrom } from 'rxjs';
import type { Container } from 'inversify';
import { AddDiamondToBag } from '../../src/application/bag/add-diamond-to-bag.use-case';
import { BagStore } from '../../src/application/kernel/bag.store.port';
import { Logger } from '../../src/application/kernel/logger.port';
import { PayByCard } from '../../src/application/checkout/pay-by-card.use-case';
import { SaveCheckoutAddresses } from '../../src/application/checkout/save-checkout-addresses.use-case';
import { LoadDiamond } from '../../src/application/diamond/load-diamond.use-case';
import { ShopByStore } from '../../src/application/kernel/shop-by.store.port';
import { configForOrigin } from '../../src/composition/config';
import { buildContainer, serveWith } from '../../src/composition/container';
import { LocalStorageToken, SessionStorageToken } from '../../src/composition/tokens';
import { addressFromForm, EMPTY_ADDRESS_FORM } from '../../src/domain/checkout/address-form';
import type { Diamond } from '../../src/domain/diamond/diamond';
import { DEFAULT_DIAMOND_QUERY } from '../../src/domain/discovery/shop-by';
import { FREE_RING_CODE, type BagRingColor } from '../../src/domain/ring/ring-metal';
import { isShopError } from '../../src/domain/shared/shop-error';
import { MemoryStorage } from '../../src/infrastructure/browser-storage/memory-storage';
import { RecordingLogger } from '../../test/doubles/recording.logger';
import { bagPage, checkOutWithFreeRing, openBagPage } from '../support/bag-and-ring-pages';
import type { ShopWorld } from '../support/world';
import { toQueryWire } from '../../src/infrastructure/recommendation-http/recommendation-wire';
import type { DiamondWire } from '../../contracts/recommendation';

/*
 * One stone, one sale, and the free ring offer, as shoppers meet them: another shopper's browser buys the stone
 * through the same use cases against the same store.
 */

const CREDENTIALS = { username: 'loupe', password: 'loupe-dev' };
const GRACE = addressFromForm(
  {
    ...EMPTY_ADDRESS_FORM,
    firstName: 'Grace',
    lastName: 'Hopper',
    address: '2 Navy Way',
    city: 'Arlington',
    state: 'VA',
    zip: '22202',
    phone: '(703) 555-0100',
    email: 'grace@example.com',
  },
  'split',
);

interface OtherShopper {
  shop: Container;
  nonce: string;
}
const others = new WeakMap<ShopWorld, OtherShopper>();

/** Another shopper's browser: its own storage, the same store and recommendation service. */
function anotherBrowser(world: ShopWorld): Container {
  return buildContainer(
    configForOrigin(world.backendUrl, CREDENTIALS),
    serveWith(LocalStorageToken, new MemoryStorage()),
    serveWith(SessionStorageToken, new MemoryStorage()),
    serveWith(Logger, new RecordingLogger()),
  );
}

async function approvedNonce(world: ShopWorld): Promise<string> {
  const response = await fetch(`${world.backendUrl}/card-provider/v1/tokenize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number: '4111111111111111', expiry: '12/39', cvv: '123', name: 'Grace Hopper' }),
  });
  return ((await response.json()) as { nonce: string }).nonce;
}

const soldDiamond = (world: ShopWorld): Diamond => {
  assert.ok(world.current, 'no diamond was opened');
  return world.current;
};

const messageOf = (failure: unknown): string => (isShopError(failure) ? failure.message : failure instanceof Error ? failure.message : String(failure));

/** Another shopper puts the diamond in their bag, gives an address and authorizes a card: one click from paying. */
async function otherShopperReadyToPay(world: ShopWorld): Promise<OtherShopper> {
  assert.ok(GRACE, 'the address has no valid state');
  const shop = anotherBrowser(world);
  await firstValueFrom(shop.get(AddDiamondToBag).execute(soldDiamond(world).id));
  await firstValueFrom(shop.get(SaveCheckoutAddresses).execute({ billing: GRACE, shipping: GRACE, sameAsBilling: true }));
  const other = { shop, nonce: await approvedNonce(world) };
  others.set(world, other);
  return other;
}

Given('another shopper has bought that diamond', async function (this: ShopWorld) {
  const other = await otherShopperReadyToPay(this);
  const order = await firstValueFrom(other.shop.get(PayByCard).execute(other.nonce));
  assert.ok(order.orderId, 'the other shopper has no order');
});

Given('another shopper holds the same diamond and is ready to pay by card', async function (this: ShopWorld) {
  await otherShopperReadyToPay(this);
});

Then('the bag marks the diamond as no longer available', async function (this: ShopWorld) {
  const { summary } = (await openBagPage(this)).bag.state;
  const line = summary?.lines.find((candidate) => candidate.sku === soldDiamond(this).id);
  assert.ok(line, 'the bag lost the diamond');
  assert.equal(line.unavailableMessage, 'This diamond is no longer available');
  assert.equal(summary?.checkoutBlocked, true, 'the bag lets the shopper check out a sold diamond');
});

Then('the finest recommended diamond is another one', async function (this: ShopWorld) {
  const answer = await this.askRecommendationService('recommendations/', { body: toQueryWire(this.shop.get(ShopByStore).readQuery() ?? DEFAULT_DIAMOND_QUERY) });
  const picked = ['biggest', 'best_deal', 'brightest', 'recommended'].map((key) => (answer[key] as { diamond: DiamondWire } | undefined)?.diamond.diamond_id);
  assert.ok(picked[3], 'the service recommended no finest diamond');
  assert.ok(!picked.includes(soldDiamond(this).id), 'the sold diamond is still recommended');
});

Then('the sold diamond is not found', async function (this: ShopWorld) {
  await assert.rejects(firstValueFrom(this.shop.get(LoadDiamond).execute(soldDiamond(this).id)), (error) => messageOf(error) === 'Diamond was not found');
});

Then('a new guest selecting it is told {string}', async function (this: ShopWorld, message: string) {
  const shop = anotherBrowser(this);
  await assert.rejects(firstValueFrom(shop.get(AddDiamondToBag).execute(soldDiamond(this).id)), (error) => messageOf(error) === message);
  const cartId = shop.get(BagStore).readGuestCartId();
  if (cartId) assert.deepEqual(await this.guestCartItems(cartId), []);
});

When('both confirm the payment at the same time', async function (this: ShopWorld) {
  const other = others.get(this);
  assert.ok(other, 'no other shopper is ready to pay');
  const nonce = await approvedNonce(this);
  const outcomes = await Promise.allSettled([firstValueFrom(this.shop.get(PayByCard).execute(nonce)), firstValueFrom(other.shop.get(PayByCard).execute(other.nonce))]);
  this.result = outcomes;
});

Then('exactly one of them has an order, and the other is told {string} and keeps the diamond in the bag', async function (this: ShopWorld, message: string) {
  const outcomes = this.result as PromiseSettledResult<unknown>[];
  const placed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
  const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  assert.equal(placed.length, 1);
  assert.equal(refused.length, 1);
  assert.equal(messageOf(refused[0]!.reason), message);
  const loser = outcomes[0]!.status === 'rejected' ? this.shop : others.get(this)!.shop;
  const { summary } = (await openBagPage(this, loser)).bag.state;
  assert.deepEqual(
    summary?.lines.map((line) => line.sku),
    [soldDiamond(this).id],
  );
});

/* ---------- the free ring ---------- */

When(/^they ask for another free ring in (white|yellow|rose gold), (14K|18K|Platinum), size ([\d.]+)$/, async function (this: ShopWorld, color: BagRingColor, metal: string, size: string) {
  // The page offers no second ring; a bag page left open from before the first one still sends it.
  await checkOutWithFreeRing(await openBagPage(this), color, metal, size, { offered: false });
});

When(/^they ask for the free ring alone in (white|yellow|rose gold), (14K|18K|Platinum), size ([\d.]+)$/, async function (this: ShopWorld, color: BagRingColor, metal: string, size: string) {
  await checkOutWithFreeRing(await openBagPage(this), color, metal, size, { offered: false });
});

Then('the store refuses it with {string}', async function (this: ShopWorld, message: string) {
  const { bag } = bagPage(this);
  assert.equal(bag.state.destination, null, 'the bag went on to checkout');
  assert.equal(bag.state.checkoutError, message);
});

Then('the store holds {int} free ring(s) in the bag', async function (this: ShopWorld, count: number) {
  const cartId = this.shop.get(BagStore).readGuestCartId();
  const items = cartId ? ((await this.guestCartItems(cartId)) as { sku: string; qty: number }[] | null) : null;
  const rings = (items ?? []).filter((item) => item.sku.startsWith(`${FREE_RING_CODE}-`));
  assert.equal(
    rings.reduce((sum, item) => sum + item.qty, 0),
    count,
  );
});
