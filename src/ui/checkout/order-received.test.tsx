import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShop } from '../test/render-shop';

describe('order received', () => {
  it('thanks the shopper, offers Continue Shopping and reports the receipt once', async () => {
    const receipt = { value: 5400, currency: 'USD' as const, items: [{ sku: 'D1', name: 'Diamond', price: 6000, quantity: 1 }] };
    const { receipts } = renderShop('/order-received', { state: { orderId: '000000007', email: 'ada@loupe.test', receipt } });
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('000000007');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop-by');
    expect(screen.getByRole('link', { name: 'instagram' })).toBeInTheDocument();
    // The receipt is reported by an effect after the page has painted: wait for it, then make sure it came once.
    await waitFor(() => expect(receipts).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(receipts).toEqual([{ orderId: '000000007', ...receipt }]);
  });

  it('reports nothing again for an order this browser already reported: a reload counts no second purchase', async () => {
    const receipt = { value: 5400, currency: 'USD' as const, items: [{ sku: 'D1', name: 'Diamond', price: 6000, quantity: 1 }] };
    const first = renderShop('/order-received', { state: { orderId: '000000007', email: 'ada@loupe.test', receipt } });
    await waitFor(() => expect(first.receipts).toHaveLength(1));
    const reported = first.storage.getItem('reported_orders');
    expect(JSON.parse(reported ?? 'null')).toEqual(['000000007']);
    first.unmount();

    const reloaded = renderShop('/order-received', { state: { orderId: '000000007', email: 'ada@loupe.test', receipt }, stored: { reported_orders: ['000000007'] } });
    expect(await screen.findByTestId('order-number')).toHaveTextContent('000000007');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reloaded.receipts).toEqual([]);
  });

  it('sends a visitor without an order home', async () => {
    const { router, receipts } = renderShop('/order-received');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(receipts).toEqual([]);
  });
});
