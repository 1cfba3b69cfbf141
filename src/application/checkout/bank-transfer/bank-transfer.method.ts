import { BANK_TRANSFER_LABEL } from '../../../domain/checkout/bank-transfer';
import type { PaymentMethod } from '../payment-method';

/** Bank transfer: offered to every shopper, whatever the total (product decision). */
export const BANK_TRANSFER: PaymentMethod<'bank-transfer'> = { code: 'bank-transfer', label: BANK_TRANSFER_LABEL, offered: () => true, notOffered: null };
