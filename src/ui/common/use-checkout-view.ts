import { CheckoutPageModel } from '../../application/checkout/checkout-page.model';
import { useModel, useModelState } from '../rx/use-model';

/** The bag, the shopper and the addresses the payment pages show, and the payment choice. */
export function useCheckoutView() {
  const model = useModel(CheckoutPageModel);
  return { ...useModelState(model), choose: (choice: 'card' | 'financing') => model.choose(choice) };
}
