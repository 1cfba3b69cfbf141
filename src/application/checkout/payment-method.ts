/** One way to pay, as the payment page offers it: its code (the page's and the view registry's key), the label of
 * its choice and whether it is offered for the bag's total, with what the page says when it is not. */
export interface PaymentMethod<Code extends string = string> {
  readonly code: Code;
  readonly label: string;
  offered(total: number): boolean;
  /** Said under the choices when the method is not offered for this total; null to say nothing. */
  readonly notOffered: string | null;
}
