import { After, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { filter, firstValueFrom } from 'rxjs';
import { ExpertContactModel } from '../../src/application/diamond/expert-contact.model';
import { formatPrice } from '../../src/domain/shared/money';
import type { ShopWorld } from '../support/world';

/*
 * Make an offer, as the product page's expert card takes it: the card's own model, opened on the diamond on screen.
 */

const cards = new WeakMap<ShopWorld, { card: ExpertContactModel; detach: () => void; amount: number }>();

const onScreen = (world: ShopWorld) => {
  assert.ok(world.current, 'no diamond is on screen');
  return world.current;
};

/** An amount in the shop's words, against the diamond's price. */
const AMOUNTS: Readonly<Record<string, (price: number) => number>> = {
  nothing: () => 0,
  'a negative amount': (price) => -price,
  'half the price less a cent': (price) => Math.ceil(price * 50) / 100 - 0.01,
  'half the price': (price) => Math.ceil(price * 50) / 100,
  'the price': (price) => price,
  'the price and a cent': (price) => price + 0.01,
  'a thousand times the price': (price) => price * 1_000,
};

After(function (this: ShopWorld) {
  cards.get(this)?.detach();
});

When(/^they offer (.+) for the diamond as "([^"]+)" with "([^"]+)"$/, async function (this: ShopWorld, amount: string, name: string, email: string) {
  const diamond = onScreen(this);
  const of = AMOUNTS[amount];
  assert.ok(of, `no amount is called ${amount}`);
  const card = this.shop.get(ExpertContactModel);
  const detach = card.attach();
  const offered = of(diamond.price);
  cards.set(this, { card, detach, amount: offered });
  card.open('offer', diamond.price);
  card.change('name', name);
  card.change('email', email);
  card.change('offer', offered);
  card.checkOffer();
  card.send(diamond.id);
  await firstValueFrom(card.state$.pipe(filter((state) => !state.sending)));
});

Then(/^the offer's field says it must be (an amount|at least half the price|no more than the price)$/, function (this: ShopWorld, bound: string) {
  const { card } = cards.get(this) ?? assert.fail('no offer was made');
  const price = onScreen(this).price;
  const expected = {
    'an amount': 'Please enter the amount you offer.',
    'at least half the price': `Please offer at least ${formatPrice(Math.ceil(price * 50) / 100)}, half the price.`,
    'no more than the price': `An offer cannot be more than the price, ${formatPrice(price)}.`,
  }[bound];
  assert.deepEqual([card.state.offerError, card.state.sent], [expected, false]);
});

Then(/^the shop's team receives the offer of (.+) for that diamond$/, async function (this: ShopWorld, _amount: string) {
  const { card, amount } = cards.get(this) ?? assert.fail('no offer was made');
  assert.deepEqual([card.state.offerError, card.state.sent], [null, true]);
  const comments = (await this.mailbox()).map((message) => message.comment);
  assert.deepEqual(comments, [`Offer of ${formatPrice(amount)} for diamond ${onScreen(this).id}`]);
});
