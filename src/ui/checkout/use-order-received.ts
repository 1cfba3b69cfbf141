import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { OrderReceivedState } from '../../application/checkout/order-received';
import { OrderReceivedModel } from '../../application/checkout/order-received.model';
import { useModel, useModelState } from '../rx/use-model';

/** /order-received bound to its model, opened with the route state the payment step handed over. */
export function useOrderReceived() {
  const model = useModel(OrderReceivedModel);
  const { state } = useLocation() as { state: Partial<OrderReceivedState> | null };
  // The first render already knows whether there is an order, so a shopper with one never sees home flash by.
  const [first] = useState(() => {
    model.open(state);
    return state;
  });
  useEffect(() => {
    if (state !== first) model.open(state);
  }, [model, state, first]);
  return useModelState(model);
}
