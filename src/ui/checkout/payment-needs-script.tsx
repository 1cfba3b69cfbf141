import { Alert } from '@mantine/core';

/**
 * What a payment step says when the browser runs no script: the card form and the financing application come from the
 * payment partners and run in the browser, so paying needs JavaScript. Everything before it works without (the bag,
 * the coupon, the addresses), and nothing typed is lost. Shown only where scripts are off (`<noscript>`).
 */
export function PaymentNeedsScript({ what }: { readonly what: string }) {
  return (
    <noscript>
      <Alert color="yellow" title="Paying needs JavaScript" data-testid="payment-needs-script">
        {what} Your bag and your addresses are kept: turn JavaScript on in your browser and reload this page to pay.
      </Alert>
    </noscript>
  );
}
