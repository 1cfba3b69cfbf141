import { useEffect, useRef, useState } from 'react';
import type { Subscription } from 'rxjs';
import { Checkout } from '../../application/checkout/checkout.service';
import { FinancingProvider } from '../../application/checkout/payment-providers.port';
import { nextFinancingStatus, type FinancingEvent, type FinancingStatus } from '../../domain/checkout/financing-status';
import { FINANCING_FAILED_MESSAGE } from '../../domain/checkout/payment';
import { isShopError } from '../../domain/shared/shop-error';
import { useInjection } from '../di/use-injection';
import { useOrderPlaced } from './use-order-placed';

/**
 * The financing provider (spec section 4): READY → OPEN (its checkout in a modal) → SET_PAYMENT (the approved
 * token goes on the cart) → PLACE_ORDER ('Approved', then Confirm payment). A cancel returns to READY silently;
 * a decline or any other failure shows 'Something went wrong. Please try again.'; a placeOrder error shows the
 * store's first message; all return to READY.
 */
export function useFinancingPayment() {
  const checkout = useInjection(Checkout);
  const provider = useInjection(FinancingProvider);
  const placed = useOrderPlaced();
  const [status, setStatus] = useState<FinancingStatus>('READY');
  const [frameUrl, setFrameUrl] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const running = useRef<Subscription | null>(null);
  const statusRef = useRef(status);
  useEffect(() => () => running.current?.unsubscribe(), []);

  const move = (event: FinancingEvent) => {
    const next = nextFinancingStatus(statusRef.current, event);
    statusRef.current = next;
    setStatus(next);
  };

  const fail = (text: string | null) => {
    running.current?.unsubscribe();
    setPlacing(false);
    setFrameUrl(null);
    setMessage(text);
    move(text === null ? 'cancelled' : 'failed');
  };

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const outcome = provider.read({ origin: event.origin, data: event.data });
      if (!outcome || statusRef.current !== 'OPEN') return;
      if (outcome.type === 'cancelled') return fail(null);
      if (outcome.type === 'declined') return fail(FINANCING_FAILED_MESSAGE);
      setFrameUrl(null);
      move('approved');
      running.current = checkout.setFinancingPayment(outcome.checkoutToken).subscribe({
        next: () => move('payment-set'),
        error: () => fail(FINANCING_FAILED_MESSAGE),
      });
    };
    globalThis.addEventListener('message', listener);
    return () => globalThis.removeEventListener('message', listener);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the listener reads the status through its ref
  }, [provider, checkout]);

  const start = () => {
    if (statusRef.current !== 'READY') return;
    setMessage(null);
    move('open');
    running.current = checkout.openFinancing(globalThis.location?.origin ?? '').subscribe({
      next: setFrameUrl,
      error: (error: unknown) => fail(isShopError(error) ? error.message : FINANCING_FAILED_MESSAGE),
    });
  };

  const confirm = () => {
    if (statusRef.current !== 'PLACE_ORDER' || placing) return;
    setPlacing(true);
    running.current = checkout.placeFinancingOrder().subscribe({
      next: placed,
      error: (error: unknown) => fail(isShopError(error) ? error.message : FINANCING_FAILED_MESSAGE),
    });
  };

  return { status, frameUrl, message, placing, start, confirm, cancel: () => fail(null) };
}
