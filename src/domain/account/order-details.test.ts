import { describe, expect, it } from 'vitest';
import { isOrderNumber, orderDateLabel, orderPath, orderStatusLabel, paymentMethodLabel } from './order-details';

describe("an order of the customer's account", () => {
  it('opens at its address on the account', () => {
    expect(orderPath('000000042')).toBe('/account?order=000000042');
    expect(isOrderNumber('000000042')).toBe(true);
    expect(isOrderNumber('2-000000042')).toBe(true);
    expect(isOrderNumber('')).toBe(false);
    expect(isOrderNumber('../../etc')).toBe(false);
    expect(isOrderNumber('1'.repeat(33))).toBe(false);
  });

  it("reads the store's status in the shop's words", () => {
    expect(orderStatusLabel('processing')).toBe('Processing');
    expect(orderStatusLabel('complete')).toBe('Complete');
    expect(orderStatusLabel('holded')).toBe('On hold');
    expect(orderStatusLabel('awaiting_stone')).toBe('Awaiting stone');
  });

  it('dates an order as a US shopper reads it, on the store’s UTC day', () => {
    expect(orderDateLabel('2025-12-28 15:30:00')).toBe('December 28, 2025');
    expect(orderDateLabel('2026-01-01 00:30:00')).toBe('January 1, 2026');
    expect(orderDateLabel('not a date')).toBe('not a date');
  });

  it('says how it was paid, for the methods the shop offers', () => {
    expect(paymentMethodLabel('braintree')).toBe('Paid by card');
    expect(paymentMethodLabel('affirm_gateway')).toBe('Paid in monthly installments with financing');
    expect(paymentMethodLabel('checkmo')).toBeNull();
    expect(paymentMethodLabel(null)).toBeNull();
  });
});
