import type { PaymentMethodCode } from '../../application/checkout/payment-methods';
import { BankTransferPayment } from './bank-transfer/bank-transfer-payment';
import { CardPayment } from './card-payment';
import { FinancingPayment } from './financing-payment';

/** What a method's view is given: the order's grand total. */
export interface PaymentMethodViewProps {
  readonly total: number;
}

/** Each payment method's view, by the code the registry gives it (`PAYMENT_METHODS`): one line per method, and the
 * type checker asks for a new method's. */
const PAYMENT_METHOD_VIEWS: { readonly [Code in PaymentMethodCode]: (props: PaymentMethodViewProps) => React.ReactNode } = {
  card: ({ total }) => <CardPayment total={total} />,
  financing: () => <FinancingPayment />,
  'bank-transfer': () => <BankTransferPayment />,
};

/** The chosen method's view. */
export function PaymentMethodView({ code, total }: { code: PaymentMethodCode; total: number }) {
  const View = PAYMENT_METHOD_VIEWS[code];
  return <View total={total} />;
}
