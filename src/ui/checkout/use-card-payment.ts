import { CardPaymentModel } from '../../application/checkout/card-payment.model';
import { useModel, useModelState } from '../rx/use-model';
import { useDestination } from '../common/use-destination';

/** The card payment on the payment pages: the model's state and commands. */
export function useCardPayment() {
  const model = useModel(CardPaymentModel);
  const state = useModelState(model);
  useDestination(state.destination);
  return { ...state, confirm: () => model.confirm(), cancel: () => model.cancel() };
}
