import { useEffect } from 'react';
import { useLoaderData } from 'react-router';
import { OrderDetailsModel, type OrderDetailsSeed } from '../../application/account/order-details.model';
import { useDestination } from '../common/use-destination';
import { useModel, useModelState } from '../rx/use-model';

/** /account?order={number}: the order's model, seeded with what the server read for that number, opened on it. */
export function useOrderDetailsPage(orderNumber: string) {
  const loaded = useLoaderData() as { orderSeed?: OrderDetailsSeed } | null | undefined;
  const model = useModel(OrderDetailsModel, (created) => {
    if (loaded?.orderSeed && loaded.orderSeed.orderNumber === orderNumber) created.seed(loaded.orderSeed);
  });
  const state = useModelState(model);
  useEffect(() => model.open(orderNumber), [model, orderNumber]);
  useDestination(state.destination);
  return state;
}
