import assert from 'node:assert/strict';
import { filter, firstValueFrom } from 'rxjs';
import type { Container } from 'inversify';
import { BagModel, type BagPageState } from '../../src/application/bag/bag.model';
import { BagStore } from '../../src/application/kernel/bag.store.port';
import { CouponBoxModel, type CouponBoxState } from '../../src/application/bag/coupon-box.model';
import { RingBuilderModel, type RingBuilderState } from '../../src/application/rings/ring-builder.model';
import { RingListModel, type RingListState } from '../../src/application/rings/ring-list.model';
import type { PresentationModel } from '../../src/application/kernel/presentation-model';
import type { BagRingColor, BagRingMetal } from '../../src/domain/ring/ring-metal';
import type { ShopWorld } from './world';

/*
 * The bag and ring pages a shopper has open, as the views hold them: the same models from the shop's container,
 * attached as a mounted view attaches them. Steps call their commands and read their state; nothing here keeps a
 * copy of what a page shows.
 */

export interface BagPage {
  readonly bag: BagModel;
  readonly coupon: CouponBoxModel;
}

const bagPages = new WeakMap<Container, BagPage & { readonly close: () => void }>();
const ringLists = new WeakMap<Container, RingListModel>();
const ringBuilders = new WeakMap<Container, { readonly model: RingBuilderModel; readonly close: () => void }>();

/** Waits for a model to reach a state: its answers come over the network. */
export const until = <S>(model: PresentationModel<S>, reached: (state: S) => boolean): Promise<S> => firstValueFrom(model.state$.pipe(filter(reached)));

const bagSettled = (state: BagPageState) => state.summary !== null && !state.reading && !state.busy;
const couponSettled = (state: CouponBoxState) => !state.busy;

/** Opens /cart in the browser of `shop` (the shopper's, unless another shopper's is given), a new page as a
 * navigation mounts one, and waits for the bag. */
export async function openBagPage(world: ShopWorld, shop: Container = world.shop): Promise<BagPage> {
  bagPages.get(shop)?.close();
  const bag = shop.get(BagModel);
  const coupon = shop.get(CouponBoxModel);
  const detachBag = bag.attach();
  const detachCoupon = coupon.attach();
  bag.open(false);
  const page = { bag, coupon };
  bagPages.set(shop, {
    ...page,
    close: () => {
      detachBag();
      detachCoupon();
    },
  });
  await bagSettled$(page);
  return page;
}

/** The bag page the shopper has open. */
export function bagPage(world: ShopWorld): BagPage {
  const page = bagPages.get(world.shop);
  assert.ok(page, 'the bag is not open');
  return { bag: page.bag, coupon: page.coupon };
}

/** Waits until the bag page and its coupon box have their answers. */
export async function bagSettled$(page: BagPage): Promise<BagPageState> {
  await until(page.coupon, couponSettled);
  return until(page.bag, bagSettled);
}

/** Chooses the free ring on the bag page and presses Checkout; answers once the page leads on or says why not.
 * `offered: false` sends a choice the page no longer offers (a page left open from before). */
export async function checkOutWithFreeRing(page: BagPage, color: BagRingColor, metal: string, size: string, { offered = true } = {}): Promise<void> {
  if (offered) assert.ok(page.bag.state.summary?.offersFreeRing, 'the bag does not offer the free ring');
  page.bag.toggleRingColor(color);
  assert.ok(page.bag.state.freeRing.metals.includes(metal as BagRingMetal), `the page offers no ${metal}`);
  page.bag.chooseRingMetal(metal);
  page.bag.chooseRingSize(size);
  page.bag.checkout();
  await until(page.bag, (state) => state.destination !== null || state.checkoutError !== null);
}

/** Opens /ring-detail?option=&page= and waits for the page of rings (not a cached stand-in). */
export async function openRingList(world: ShopWorld, option: string | null, page: string | null = null): Promise<RingListState> {
  let model = ringLists.get(world.shop);
  if (!model) {
    model = world.shop.get(RingListModel);
    model.attach();
    ringLists.set(world.shop, model);
  }
  model.open(option, page);
  return until(model, (state) => !state.list.loading && !state.list.placeholder);
}

export function ringList(world: ShopWorld): RingListModel {
  const model = ringLists.get(world.shop);
  assert.ok(model, 'the ring list is not open');
  return model;
}

/** Opens /ring-builder/{urlKey}?{search} (from the ring list's page `ringsPage`) and waits for the design or its
 * absence. */
export async function openRingBuilder(world: ShopWorld, urlKey: string, ringsPage?: number, search = ''): Promise<RingBuilderState> {
  ringBuilders.get(world.shop)?.close();
  const model = world.shop.get(RingBuilderModel);
  ringBuilders.set(world.shop, { model, close: model.attach() });
  model.open(urlKey, search, ringsPage);
  return until(model, (state) => state.status !== 'loading');
}

export function ringBuilder(world: ShopWorld): RingBuilderModel {
  const builder = ringBuilders.get(world.shop);
  assert.ok(builder, 'no ring is open in the builder');
  return builder.model;
}

/** The shopper's guest cart as the store holds it, read through the store's own REST routes. */
export async function storeCart(world: ShopWorld): Promise<{ items: StoreCartItem[]; totals: StoreTotals; coupon: string | null }> {
  const cartId = world.shop.get(BagStore).readGuestCartId();
  assert.ok(cartId, 'the shopper has no guest bag');
  const read = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${world.backendUrl}/rest/V1/guest-carts/${cartId}${path}`);
    assert.ok(response.ok, `the store did not answer ${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const [items, totals, coupon] = await Promise.all([read<StoreCartItem[]>('/items'), read<StoreTotals>('/totals'), read<string | null>('/coupons')]);
  return { items, totals, coupon: coupon || null };
}

export interface StoreCartItem {
  readonly sku: string;
  readonly qty: number;
  readonly price: number;
  readonly extension_attributes?: { readonly parent_sku?: string };
  readonly custom_attributes?: readonly { readonly attribute_code: string; readonly value: string }[];
}

export interface StoreTotals {
  readonly subtotal: number;
  readonly discount_amount: number;
  readonly base_grand_total?: number;
  readonly grand_total?: number;
}
