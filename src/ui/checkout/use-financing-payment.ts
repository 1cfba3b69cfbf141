import { FinancingCheckoutModel } from '../../application/checkout/financing-checkout.model';
import { useModel, useModelState } from '../rx/use-model';
import { useDestination } from '../common/use-destination';

/** The financing provider's checkout on the payment page: the model's state and commands. */
export function useFinancingPayment() {
  const model = useModel(FinancingCheckoutModel);
  const state = useModelState(model);
  useDestination(state.destination);
  return { ...state, start: () => model.start(), confirm: () => model.confirm(), cancel: () => model.cancel() };
}
