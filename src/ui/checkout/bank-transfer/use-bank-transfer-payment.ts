import { BankTransferPaymentModel } from '../../../application/checkout/bank-transfer/bank-transfer-payment.model';
import { useDestination } from '../../common/use-destination';
import { useModel, useModelState } from '../../rx/use-model';

/** The bank transfer on the payment page: the model's state and its one command. */
export function useBankTransferPayment() {
  const model = useModel(BankTransferPaymentModel);
  const state = useModelState(model);
  useDestination(state.destination);
  return { ...state, place: () => model.place() };
}
