import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CheckoutDestination } from '../../application/checkout/order-received';

/** Goes where a checkout model leads once it says so (the next step, /order-received). */
export function useDestination(destination: CheckoutDestination | null): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (destination) navigate(destination.to, { state: destination.state, replace: destination.replace });
  }, [destination, navigate]);
}
