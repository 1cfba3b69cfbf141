import { describe, it, expect } from 'vitest';
import { FINANCING_CONFIRM_LABEL, FINANCING_STATUS_LABELS, nextFinancingStatus } from './financing-status';

describe('financing status', () => {
  it.each([
    ['READY', 'Continue with the financing provider'],
    ['OPEN', 'Loading...'],
    ['SET_PAYMENT', 'Finalizing payment'],
    ['PLACE_ORDER', 'Approved'],
  ] as const)('%s reads %j', (status, label) => {
    expect(FINANCING_STATUS_LABELS[status]).toBe(label);
  });

  it('then offers to confirm', () => {
    expect(FINANCING_CONFIRM_LABEL).toBe('Confirm payment');
  });

  it.each([
    ['READY', 'open', 'OPEN'],
    ['OPEN', 'approved', 'SET_PAYMENT'],
    ['SET_PAYMENT', 'payment-set', 'PLACE_ORDER'],
    ['OPEN', 'cancelled', 'READY'],
    ['SET_PAYMENT', 'failed', 'READY'],
    ['PLACE_ORDER', 'failed', 'READY'],
    ['READY', 'approved', 'READY'],
    ['PLACE_ORDER', 'open', 'PLACE_ORDER'],
    ['OPEN', 'payment-set', 'OPEN'],
  ] as const)('%s on %s becomes %s', (status, event, next) => {
    expect(nextFinancingStatus(status, event)).toBe(next);
  });
});
