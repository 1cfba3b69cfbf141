import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Bag, type BagLine } from '../../application/bag/bag.service';
import { ListRings } from '../../application/rings/list-rings.use-case';
import { grandTotalOf } from '../../domain/cart/cart-totals';
import { couponButtonLabel } from '../../domain/cart/coupon.rules';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { ringVariantCode } from '../../domain/ring/ring-code';
import { BAG_RING_COLORS, BAG_RING_METALS, FREE_RING_CODE, FREE_RING_OFFER, freeRingColorName, toggleBagRingColor, type BagRingColor } from '../../domain/ring/ring-metal';
import { RING_SIZE_OPTIONS, ringSizeError } from '../../domain/ring/ring-size';
import { monthlyEstimate } from '../../domain/shared/financing';
import { formatPrice } from '../../domain/shared/money';
import { isShopError } from '../../domain/shared/shop-error';
import { CONGRATULATIONS_COLLAPSE_MS, COUPON_MESSAGE_MS } from '../../domain/shared/timers';
import { useInjection } from '../di/use-injection';
import { useObservableValue } from '../rx/use-observable-state';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';

/** The bag: its lines, the optional free ring, the coupon box, the totals and checkout. */
export function useBagPage() {
  const bag = useInjection(Bag);
  const navigate = useNavigate();
  const { state } = useLocation() as { state: { justAdded?: boolean } | null };
  // The bag's answer fills the page: it renders as a transition, in slices that leave the main thread to the shopper.
  const view = useDeferredValue(useObservableValue(bag.bag$, null));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const subscription = bag.refresh().subscribe();
    return () => subscription.unsubscribe();
  }, [bag]);

  // The congratulations banner collapses to the bag-hold notice after 5 s.
  const [congratulating, setCongratulating] = useState(state?.justAdded === true);
  useEffect(() => {
    if (!congratulating) return;
    const timer = window.setTimeout(() => setCongratulating(false), CONGRATULATIONS_COLLAPSE_MS);
    return () => window.clearTimeout(timer);
  }, [congratulating]);

  // The coupon box.
  const [code, setCode] = useState('');
  const [couponMessage, setCouponMessage] = useState<{ text: string; error: boolean } | null>(null);
  useEffect(() => {
    if (!couponMessage) return;
    const timer = window.setTimeout(() => setCouponMessage(null), COUPON_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [couponMessage]);
  const savedCoupon = view?.coupon ?? null;
  useEffect(() => {
    if (savedCoupon) setCode(savedCoupon);
  }, [savedCoupon]);

  const submitCoupon = useCallback(() => {
    setBusy(true);
    if (savedCoupon) {
      bag.cancelCoupon().subscribe({
        complete: () => {
          setBusy(false);
          setCode('');
        },
        error: () => setBusy(false),
      });
      return;
    }
    bag.applyCoupon(code).subscribe({
      next: (message) => setCouponMessage({ text: message, error: false }),
      error: (error: unknown) => {
        setBusy(false);
        setCouponMessage({ text: isShopError(error) ? error.message : SHOP_ERRORS.COUPON_INVALID.message, error: true });
      },
      complete: () => setBusy(false),
    });
  }, [bag, code, savedCoupon]);

  // The free ring: colour (clicking the chosen one again unselects it), gold and size.
  const [ringColor, setRingColor] = useState<BagRingColor | null>(null);
  const [ringMetal, setRingMetal] = useState<string>(BAG_RING_METALS[0]);
  const [ringSize, setRingSize] = useState<string | null>(null);
  const [ringSizeMessage, setRingSizeMessage] = useState<string | null>(null);

  const remove = useCallback(
    (line: BagLine) => {
      setBusy(true);
      bag.remove(line.item.item_id).subscribe({ complete: () => setBusy(false), error: () => setBusy(false) });
    },
    [bag],
  );

  const checkout = useCallback(() => {
    let freeRingSku: string | null = null;
    if (ringColor) {
      const error = ringSizeError(ringSize);
      if (error) {
        setRingSizeMessage(error);
        return;
      }
      freeRingSku = ringVariantCode(FREE_RING_CODE, freeRingColorName(ringColor), ringMetal, ringSize);
    }
    setBusy(true);
    bag.checkout(freeRingSku).subscribe({ complete: () => navigate('/register'), error: () => setBusy(false) });
  }, [bag, navigate, ringColor, ringMetal, ringSize]);

  const lines = useMemo(() => view?.lines ?? [], [view]);
  const hasRing = lines.some((line) => line.kind === 'ring');
  // A line the shop can no longer sell (a sold diamond) blocks the checkout, and a free ring needs a diamond to go with.
  const holdsUnavailable = lines.some((line) => !line.available);
  const holdsAvailableDiamond = lines.some((line) => line.kind === 'diamond' && line.available);

  // With the upgrade prompt on screen, the first page of rings is fetched ahead so /ring-detail opens at once.
  const listRings = useInjection(ListRings);
  const offersUpgrade = view !== null && holdsAvailableDiamond && !hasRing;
  useEffect(() => {
    if (!offersUpgrade) return;
    const subscription = listRings.execute(null, 1).subscribe({ error: () => undefined });
    return () => subscription.unsubscribe();
  }, [offersUpgrade, listRings]);
  const total = grandTotalOf(view?.totals);
  const monthly = monthlyEstimate(total);

  return {
    loading: view === null,
    empty: view !== null && lines.length === 0,
    busy,
    // No "held for you" for a diamond the shop can no longer sell.
    congratulating: congratulating && !holdsUnavailable,
    lines: useMemo(
      () =>
        lines.map((line) => ({
          line,
          key: String(line.item.item_id),
          name: line.item.name,
          price: formatPrice(line.item.price * line.item.qty),
          unavailableMessage: line.available ? null : line.kind === 'ring' ? SHOP_ERRORS.RING_UNAVAILABLE.message : SHOP_ERRORS.DIAMOND_UNAVAILABLE.message,
          link: line.kind === 'diamond' ? productDetailsPath(line.item.sku) : line.ringUrlKey ? `/ring-builder/${encodeURIComponent(line.ringUrlKey)}` : null,
        })),
      [lines],
    ),
    remove,
    showRingChoice: offersUpgrade,
    freeRing: FREE_RING_OFFER,
    ringColors: BAG_RING_COLORS.map((color) => ({ color, label: freeRingColorName(color), active: color === ringColor })),
    toggleRingColor: useCallback((color: BagRingColor) => setRingColor((current) => toggleBagRingColor(current, color)), []),
    ringMetals: BAG_RING_METALS,
    ringMetal,
    setRingMetal,
    ringSizes: RING_SIZE_OPTIONS.map((size) => ({ value: String(size.value), label: size.label })),
    ringSize,
    setRingSize: useCallback((value: string | null) => {
      setRingSize(value);
      setRingSizeMessage(null);
    }, []),
    ringSizeMessage,
    code,
    setCode,
    couponButton: couponButtonLabel(savedCoupon !== null),
    couponLocked: savedCoupon !== null,
    couponMessage,
    submitCoupon,
    subtotal: formatPrice(view?.totals.subtotal ?? 0),
    discount: view && view.totals.discount_amount !== 0 ? formatPrice(view.totals.discount_amount) : null,
    tax: formatPrice(view?.totals.tax_amount ?? 0),
    total: formatPrice(total),
    monthlyEstimate: monthly === null ? null : formatPrice(monthly),
    checkout,
    checkoutBlocked: holdsUnavailable,
  };
}
