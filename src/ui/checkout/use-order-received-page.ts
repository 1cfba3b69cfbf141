import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { OrderReceivedModel, type OrderHandover } from '../../application/checkout/order-received.model';
import { useDestination } from '../common/use-destination';
import { useModel, useModelState } from '../rx/use-model';

/** /order-received: the model opened with what the payment step handed over (navigation state). */
export function useOrderReceivedPage() {
  const model = useModel(OrderReceivedModel);
  const state = useModelState(model);
  const handover = useLocation().state as Partial<OrderHandover> | null;
  useEffect(() => model.open(handover), [model, handover]);
  useDestination(state.destination);
  return state;
}
