import { grandTotalOf } from '../../domain/bag/bag-totals';
import type { PaymentChoice } from '../../domain/checkout/payment';
import { isFinancingEligible } from '../../domain/shared/financing';
import { PresentationModel } from '../kernel/presentation-model';
import type { CheckoutView, LoadCheckout } from './load-checkout.query';

export interface CheckoutPageState {
  readonly loading: boolean;
  /** Null when the checkout could not be loaded (shown as an empty bag). */
  readonly view: CheckoutView | null;
  /** Whether the bag is empty (or unknown) once loaded: nothing to check out. */
  readonly empty: boolean;
  /** Whether the financing provider is offered for the bag's total (hidden above the limit). */
  readonly offersFinancing: boolean;
  /** How the shopper pays: the card unless they chose financing where it is offered. */
  readonly payment: PaymentChoice;
}

/** /order-review, /cardholder and /cardholder-review: the bag, the addresses and, on the last, the payment choice.
 * The checkout loads while a view shows it; leaving the page cancels the load. */
export class CheckoutPageModel extends PresentationModel<CheckoutPageState> {
  #chosen: PaymentChoice = 'card';
  /** The page opened on the checkout the server read: it is not read again when the page comes alive. */
  #seeded = false;

  constructor(private readonly loadCheckout: LoadCheckout) {
    super({ loading: true, view: null, empty: false, offersFinancing: false, payment: 'card' });
  }

  /** The card or monthly payments; financing only where it is offered. */
  choose(payment: PaymentChoice): void {
    this.#chosen = payment;
    this.patch({ payment: this.state.offersFinancing ? payment : 'card' });
  }

  /** The checkout the storefront's server read for this page (the bag and the saved addresses): shown at once, in the
   * first HTML too, and not read again when the page comes alive. */
  seed(view: CheckoutView): void {
    this.#seeded = true;
    this.show(view);
  }

  protected override onAttach(): void {
    if (this.#seeded) {
      this.#seeded = false;
      return;
    }
    this.own(
      this.loadCheckout.execute().subscribe({
        next: (view) => this.show(view),
        error: () => this.patch({ loading: false, view: null, empty: true }),
      }),
    );
  }

  private show(view: CheckoutView): void {
    const offersFinancing = isFinancingEligible(grandTotalOf(view.bag.totals));
    this.patch({ loading: false, view, empty: view.bag.lines.length === 0, offersFinancing, payment: offersFinancing ? this.#chosen : 'card' });
  }
}
