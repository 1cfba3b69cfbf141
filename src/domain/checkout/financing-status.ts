/** The financing provider's checkout, as the payment page walks through it. */
export type FinancingStatus = 'READY' | 'OPEN' | 'SET_PAYMENT' | 'PLACE_ORDER';

export const FINANCING_STATUS_LABELS: Readonly<Record<FinancingStatus, string>> = {
  READY: 'Continue with the financing provider',
  OPEN: 'Loading...',
  SET_PAYMENT: 'Finalizing payment',
  PLACE_ORDER: 'Approved',
};

export const FINANCING_CONFIRM_LABEL = 'Confirm payment';

export type FinancingEvent = 'open' | 'approved' | 'payment-set' | 'cancelled' | 'failed';

/** Cancel or failure always returns to READY (the page shows a message for a failure, none for a cancel); the other
 * events move forward only from the state they belong to. */
export const nextFinancingStatus = (status: FinancingStatus, event: FinancingEvent): FinancingStatus => {
  if (event === 'cancelled' || event === 'failed') return 'READY';
  if (event === 'open' && status === 'READY') return 'OPEN';
  if (event === 'approved' && status === 'OPEN') return 'SET_PAYMENT';
  if (event === 'payment-set' && status === 'SET_PAYMENT') return 'PLACE_ORDER';
  return status;
};
