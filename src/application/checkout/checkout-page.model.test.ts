import { describe, expect, it, vi } from 'vitest';
import { inMemoryCheckoutStore } from '../../infrastructure/in-memory/in-memory-checkout-store';
import { checkoutOver } from './checkout.test-support';

const pageFor = (items: readonly string[]) => {
  const model = checkoutOver(inMemoryCheckoutStore({ items })).pageModel();
  // Loading until a view shows it.
  expect(model.state.loading).toBe(true);
  model.attach();
  return model;
};

describe('the payment pages', () => {
  it('offer financing up to $17,500 and take the shopper’s choice', async () => {
    const model = pageFor(['D1']);
    await vi.waitFor(() => expect(model.state.loading).toBe(false));
    expect(model.state).toMatchObject({ empty: false, payment: 'card', notOffered: [] });
    expect(model.state.methods.map((method) => method.label)).toEqual(['Credit card', 'Monthly payments with our financing provider', 'Bank transfer']);
    model.choose('financing');
    expect(model.state.payment).toBe('financing');
    model.choose('bank-transfer');
    expect(model.state.payment).toBe('bank-transfer');
  });

  it('keep the card above the limit whatever is chosen', async () => {
    const model = pageFor(['D9']);
    await vi.waitFor(() => expect(model.state.loading).toBe(false));
    model.choose('financing');
    expect(model.state).toMatchObject({ payment: 'card', notOffered: ['Monthly payments are available for orders up to $17,500.00.'] });
    expect(model.state.methods.map((method) => method.code)).toEqual(['card', 'bank-transfer']);
    // Bank transfer is offered to every shopper, whatever the total.
    model.choose('bank-transfer');
    expect(model.state.payment).toBe('bank-transfer');
  });

  it('show an empty bag as nothing to check out', async () => {
    const model = pageFor([]);
    await vi.waitFor(() => expect(model.state.loading).toBe(false));
    expect(model.state.empty).toBe(true);
  });
});
