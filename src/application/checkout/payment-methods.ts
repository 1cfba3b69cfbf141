import { FINANCING_LIMIT, isFinancingEligible } from '../../domain/shared/financing';
import { formatPrice } from '../../domain/shared/money';
import { BANK_TRANSFER } from './bank-transfer/bank-transfer.method';
import type { PaymentMethod } from './payment-method';

const CARD: PaymentMethod<'card'> = { code: 'card', label: 'Credit card', offered: () => true, notOffered: null };

const FINANCING: PaymentMethod<'financing'> = {
  code: 'financing',
  label: 'Monthly payments with our financing provider',
  offered: isFinancingEligible,
  notOffered: `Monthly payments are available for orders up to ${formatPrice(FINANCING_LIMIT)}.`,
};

/**
 * The payment methods the shop offers, in the order the payment page lists them: the one place a method is added
 * (its view is registered under the same code in `src/ui/checkout/payment-method-views.tsx`, which the type
 * checker holds to this list; see docs/architecture.md, "Adding a payment method"). The first is the one chosen
 * until the shopper chooses another.
 */
export const PAYMENT_METHODS = [CARD, FINANCING, BANK_TRANSFER] as const;

export type PaymentMethodCode = (typeof PAYMENT_METHODS)[number]['code'];
