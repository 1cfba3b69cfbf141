import { useEffect, useMemo, useRef, useState } from 'react';
import type { Subscription } from 'rxjs';
import { Checkout } from '../../application/checkout/checkout.service';
import { HostedCardFields } from '../../application/checkout/payment-providers.port';
import { isShopError } from '../../domain/shared/shop-error';
import { useInjection } from '../di/use-injection';
import { useOrderPlaced } from './use-order-placed';

interface Authorization {
  readonly nonce: string;
  readonly last4: string;
}

/** Card payment (spec section 4): the hosted fields' Authorize gives a nonce, Confirm payment places the order.
 * A failure closes the modal, shows the store's message and loads fresh fields, since the nonce is used up. */
export function useCardPayment() {
  const fields = useInjection(HostedCardFields);
  const checkout = useInjection(Checkout);
  const placed = useOrderPlaced();
  const [frameKey, setFrameKey] = useState(0);
  const [authorization, setAuthorization] = useState<Authorization | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const running = useRef<Subscription | null>(null);
  useEffect(() => () => running.current?.unsubscribe(), []);

  const frameUrl = useMemo(() => fields.frameUrl(globalThis.location?.origin ?? ''), [fields]);

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const outcome = fields.read({ origin: event.origin, data: event.data });
      if (outcome?.type !== 'nonce') return;
      setMessage(null);
      setAuthorization({ nonce: outcome.nonce, last4: outcome.last4 });
    };
    globalThis.addEventListener('message', listener);
    return () => globalThis.removeEventListener('message', listener);
  }, [fields]);

  const confirm = () => {
    if (!authorization || paying) return;
    setPaying(true);
    running.current = checkout.payByCard(authorization.nonce).subscribe({
      next: placed,
      error: (error: unknown) => {
        setPaying(false);
        setAuthorization(null);
        setMessage(isShopError(error) ? error.message : 'The payment could not be completed.');
        setFrameKey((key) => key + 1);
      },
    });
  };

  /** Closing the modal without paying: the nonce stays unused and the fields start again. */
  const cancel = () => {
    if (paying) return;
    setAuthorization(null);
    setFrameKey((key) => key + 1);
  };

  return { frameUrl, frameKey, authorization, message, paying, confirm, cancel };
}
