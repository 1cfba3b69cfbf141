import { describe, it, expect } from 'vitest';
import { DEFAULT_SHIPPING_METHOD } from './shipping-method';

describe('shipping method', () => {
  it('is free shipping, shown as Free', () => {
    expect(DEFAULT_SHIPPING_METHOD).toEqual({ carrierCode: 'freeshipping', methodCode: 'freeshipping', label: 'Free' });
  });
});
