import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { orderReceivedDestination } from '../../application/checkout/order-received.model';
import type { PlacedOrder } from '../../domain/checkout/payment';

/** After payment: /order-received with the order id, the email and the receipt for the tag manager. */
export function useOrderPlaced(): (order: PlacedOrder) => void {
  const navigate = useNavigate();
  return useCallback(
    (order: PlacedOrder) => {
      const { to, state, replace } = orderReceivedDestination(order);
      void navigate(to, { state, replace });
    },
    [navigate],
  );
}
