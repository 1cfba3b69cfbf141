import { useEffect, useState } from 'react';
import { Checkout, type CheckoutView } from '../../application/checkout/checkout.service';
import { useInjection } from '../di/use-injection';

export interface CheckoutViewState {
  readonly loading: boolean;
  readonly view: CheckoutView | null;
}

/** The bag, the shopper and the addresses the checkout pages start from; leaving the page cancels the load. An
 * address form (`formFirst`) opens once the bag is known and takes the saved addresses when they arrive. */
export function useCheckoutView({ formFirst = false }: { formFirst?: boolean } = {}): CheckoutViewState {
  const checkout = useInjection(Checkout);
  const [state, setState] = useState<CheckoutViewState>({ loading: true, view: null });
  useEffect(() => {
    const subscription = (formFirst ? checkout.loadInStages() : checkout.load()).subscribe({
      next: (view) => setState({ loading: false, view }),
      error: () => setState({ loading: false, view: null }),
    });
    return () => subscription.unsubscribe();
  }, [checkout, formFirst]);
  return state;
}
