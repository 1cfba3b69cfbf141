import type { ServiceIdentifier } from 'inversify';

export interface Receipt {
  readonly orderId: string;
  readonly value: number;
  readonly currency: 'USD';
  readonly items: readonly { readonly sku: string; readonly name: string; readonly price: number; readonly quantity: number }[];
}

/** The tag manager's receipt event (the shell loads the tag manager; the page only reports the purchase). */
export interface ReceiptTracker {
  purchased(receipt: Receipt): void;
}
export const ReceiptTracker = Symbol.for('ReceiptTracker') as ServiceIdentifier<ReceiptTracker>;
