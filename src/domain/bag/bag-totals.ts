/** The totals of a bag, in dollars. */
export interface BagTotals {
  readonly grandTotal: number;
  readonly subtotal?: number;
  readonly tax: number;
  /** Negative, as the platform reports a discount. */
  readonly discount: number;
}

export const grandTotalOf = (totals: BagTotals | null | undefined): number => totals?.grandTotal ?? 0;

export const EMPTY_TOTALS: BagTotals = { grandTotal: 0, tax: 0, discount: 0 };
