import { firstValueFrom } from 'rxjs';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { ApplyCoupon } from '../../application/bag/apply-coupon.use-case';
import { BagState, type BagView } from '../../application/kernel/bag-state';
import { CancelCoupon } from '../../application/bag/cancel-coupon.use-case';
import { CheckOutWithFreeRing } from '../../application/bag/check-out-with-free-ring.use-case';
import { decideFreeRing } from '../../domain/ring/free-ring';
import { BAG_RING_COLORS, BAG_RING_METALS } from '../../domain/ring/ring-metal';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isShopError } from '../../domain/shared/shop-error';
import { formFieldsOf } from '../form-action.server';
import { containerOf } from '../request-context';
import { personalPageMeta } from '../seo/public-pages';

export { default } from '../../ui/bag/bag-page';

/** What the server reads for the bag page: the shopper's bag (their cart cookie, or the signed-in customer's cart). */
export interface BagSeed {
  readonly bag: BagView;
}

/** The shopper's bag, read on the server through the same state the page's models observe, so its lines, totals and
 * coupon are in the first HTML (the answer is the shopper's own: `private, no-store`). */
export async function loader({ context }: LoaderFunctionArgs): Promise<BagSeed> {
  return { bag: await firstValueFrom(containerOf(context).get(BagState).refresh()) };
}

/** What the bag page's forms answer when they were sent before the page's script ran. */
export interface BagFormAnswer {
  /** The coupon box's message ('The coupon was applied', or the refusal). */
  readonly coupon?: { readonly text: string; readonly error: boolean };
  /** Why Checkout did not go on (the free ring's size, the store's refusal). */
  readonly checkoutError?: string;
}

const messageOf = (error: unknown, fallback: { readonly message: string }): string => (isShopError(error) ? error : fallback).message;

/** The coupon box and Checkout, sent before the page's script ran: the same use cases the page's models run, on the
 * server; the page then renders the bag again (its loader runs after the action) with the answer. */
export async function action({ request, context }: ActionFunctionArgs) {
  const fields = await formFieldsOf(request);
  const container = containerOf(context);
  const intent = fields?.intent;
  if (intent === 'apply-coupon') {
    try {
      const text = await firstValueFrom(container.get(ApplyCoupon).execute(fields?.code ?? ''));
      return data<BagFormAnswer>({ coupon: { text, error: false } });
    } catch (error) {
      return data<BagFormAnswer>({ coupon: { text: messageOf(error, SHOP_ERRORS.COUPON_INVALID), error: true } }, { status: 400 });
    }
  }
  if (intent === 'cancel-coupon') {
    await firstValueFrom(container.get(CancelCoupon).execute(), { defaultValue: undefined }).catch(() => undefined);
    return data<BagFormAnswer>({});
  }
  if (intent === 'checkout') {
    const color = BAG_RING_COLORS.find((candidate) => candidate === fields?.ringColor) ?? null;
    const metal = BAG_RING_METALS.find((candidate) => candidate === fields?.ringMetal) ?? BAG_RING_METALS[0];
    const decision = decideFreeRing(color, metal, fields?.ringSize || null);
    if ('sizeError' in decision) return data<BagFormAnswer>({ checkoutError: decision.sizeError }, { status: 400 });
    try {
      await firstValueFrom(container.get(CheckOutWithFreeRing).execute(decision.ring), { defaultValue: undefined });
    } catch (error) {
      return data<BagFormAnswer>({ checkoutError: messageOf(error, SHOP_ERRORS.ITEM_NOT_ADDED) }, { status: 400 });
    }
    return redirect('/register', 303);
  }
  return data<BagFormAnswer>({ checkoutError: SHOP_ERRORS.SOMETHING_WENT_WRONG.message }, { status: 400 });
}

/** Once the shop runs in the browser, its models read the bag themselves, as before: no extra trip to the server. */
export const clientLoader = (): BagSeed | null => null;

/** The page is one shopper's own: search engines are asked not to list it. */
export const meta = personalPageMeta('/cart');
