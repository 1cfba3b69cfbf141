/** The totals of a bag, in dollars. The platform names the grand total base_grand_total (REST totals) or
 * grand_total (cart payloads); either may be the one present. */
export interface BagTotals {
  readonly base_grand_total?: number;
  readonly grand_total?: number;
  readonly subtotal?: number;
  readonly tax_amount: number;
  /** Negative, as the platform reports a discount. */
  readonly discount_amount: number;
}

export const grandTotalOf = (totals: BagTotals | null | undefined): number =>
  totals?.base_grand_total ?? totals?.grand_total ?? 0;

export const EMPTY_TOTALS: BagTotals = { base_grand_total: 0, grand_total: 0, tax_amount: 0, discount_amount: 0 };
