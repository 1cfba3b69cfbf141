import { useDeferredValue, useEffect } from 'react';
import { useActionData, useLoaderData, useLocation } from 'react-router';
import { BagModel } from '../../application/bag/bag.model';
import type { BagView } from '../../application/kernel/bag-state';
import { CouponBoxModel } from '../../application/bag/coupon-box.model';
import { useDestination } from '../common/use-destination';
import { useModel, useModelState } from '../rx/use-model';

/** The bag page's binding: the bag model (lines, totals, free ring, checkout) and the coupon box model. */
export function useBagPage() {
  // The bag the server read for this address renders at once (on the server, and when the browser takes over).
  const seed = useLoaderData() as { bag: BagView } | null | undefined;
  // What the page's forms answered when they were sent before the page's script ran.
  const sent = useActionData() as { coupon?: { text: string; error: boolean }; checkoutError?: string } | undefined;
  const model = useModel(BagModel, (created) => {
    if (seed) created.seed(seed.bag);
    if (sent?.checkoutError) created.checkoutRefused(sent.checkoutError);
  });
  const couponBox = useModel(CouponBoxModel, (created) => {
    if (seed) created.seed(seed.bag);
    if (sent?.coupon) created.answered(sent.coupon);
  });
  const state = useModelState(model);
  const coupon = useModelState(couponBox);
  const { state: navState } = useLocation() as { state: { justAdded?: boolean } | null };
  const justAdded = navState?.justAdded === true;

  useEffect(() => model.open(justAdded), [model, justAdded]);
  useDestination(state.destination);
  // The bag's answer fills the page: it renders as a transition, in slices that leave the main thread to the shopper.
  const summary = useDeferredValue(state.summary);

  return { model, state, summary, couponBox, coupon };
}
