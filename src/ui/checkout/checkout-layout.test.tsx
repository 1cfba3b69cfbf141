import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CheckoutLayout } from './checkout-layout';

describe('a checkout step\'s frame', () => {
  it('folds the summary to its total on a narrow screen, opens it on a tap, and carries the trust block', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <CheckoutLayout summary={<p>Classic Solitaire Ring</p>} total="$5,093.00">
          <form aria-label="Addresses" />
        </CheckoutLayout>
      </MantineProvider>,
    );
    const side = screen.getByTestId('checkout-summary');
    const toggle = within(side).getByRole('button', { name: /Show order summary/ });
    expect(toggle).toHaveTextContent('$5,093.00');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(side).toHaveAttribute('data-folded');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveTextContent('Classic Solitaire Ring');
    await user.click(toggle);
    expect(within(side).getByRole('button', { name: /Hide order summary/ })).toHaveAttribute('aria-expanded', 'true');
    expect(side).not.toHaveAttribute('data-folded');
    const trust = within(side).getByTestId('trust-signals');
    for (const point of ['Secure payment', 'GIA certified', 'Free insured shipping', 'Free 14-day returns']) expect(trust).toHaveTextContent(point);
    expect(within(trust).getByRole('list', { name: 'Cards we take' })).toBeInTheDocument();
    for (const card of ['Visa', 'Mastercard', 'American Express', 'Discover']) expect(within(trust).getByRole('img', { name: card })).toBeInTheDocument();
    // The form comes after the summary in the page, so a phone's reading order starts with what is being paid for.
    expect(side.compareDocumentPosition(screen.getByRole('form', { name: 'Addresses' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
