import { useLoaderData } from 'react-router';
import { CheckoutPageModel } from '../../application/checkout/checkout-page.model';
import type { CheckoutView } from '../../application/checkout/load-checkout.query';
import type { PaymentMethodCode } from '../../application/checkout/payment-methods';
import { useModel, useModelState } from '../rx/use-model';

/** The bag, the shopper and the addresses the payment pages show, and the payment choice. */
export function useCheckoutView() {
  // The checkout the server read for this address renders at once (on the server, and when the browser takes over).
  const seed = useLoaderData() as { checkout: CheckoutView | null } | null | undefined;
  const model = useModel(CheckoutPageModel, (created) => seed?.checkout && created.seed(seed.checkout));
  return { ...useModelState(model), choose: (choice: PaymentMethodCode) => model.choose(choice) };
}
