import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PlacedOrder } from '../../domain/checkout/payment';
import type { OrderReceivedState } from './order-received-page';

/** After payment: /order-received with the order id, the email and the receipt for the tag manager. */
export function useOrderPlaced(): (order: PlacedOrder) => void {
  const navigate = useNavigate();
  return useCallback(
    (order: PlacedOrder) => {
      const state: OrderReceivedState = { orderId: order.orderId, email: order.email, receipt: { value: order.value, currency: 'USD', items: order.items } };
      navigate('/order-received', { state, replace: true });
    },
    [navigate],
  );
}
