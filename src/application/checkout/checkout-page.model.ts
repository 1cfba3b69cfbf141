import { grandTotalOf } from '../../domain/bag/bag-totals';
import { PresentationModel } from '../shell/presentation-model';
import type { CheckoutView, LoadCheckout } from './load-checkout.query';
import { PAYMENT_METHODS, type PaymentMethodCode } from './payment-methods';

/** A payment method as the page offers it: a choice with its label. */
export interface PaymentChoice {
  readonly code: PaymentMethodCode;
  readonly label: string;
}

export interface CheckoutPageState {
  readonly loading: boolean;
  /** Null when the checkout could not be loaded (shown as an empty bag). */
  readonly view: CheckoutView | null;
  /** Whether the bag is empty (or unknown) once loaded: nothing to check out. */
  readonly empty: boolean;
  /** The methods offered for the bag's total, in the registry's order (`PAYMENT_METHODS`). */
  readonly methods: readonly PaymentChoice[];
  /** What the page says of the methods not offered for this total (financing above its limit). */
  readonly notOffered: readonly string[];
  /** How the shopper pays: the method they chose where it is offered, else the first offered. */
  readonly payment: PaymentMethodCode;
}

const FIRST: PaymentMethodCode = PAYMENT_METHODS[0].code;

/** /order-review, /cardholder and /cardholder-review: the bag, the addresses and, on the last, the payment choice.
 * The checkout loads while a view shows it; leaving the page cancels the load. */
export class CheckoutPageModel extends PresentationModel<CheckoutPageState> {
  #chosen: PaymentMethodCode = FIRST;
  /** The page opened on the checkout the server read: it is not read again when the page comes alive. */
  #seeded = false;

  constructor(private readonly loadCheckout: LoadCheckout) {
    super({ loading: true, view: null, empty: false, methods: [], notOffered: [], payment: FIRST });
  }

  /** The shopper's choice, taken where it is offered. */
  choose(payment: PaymentMethodCode): void {
    this.#chosen = payment;
    this.patch({ payment: this.paymentOf(this.state.methods) });
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
    const total = grandTotalOf(view.bag.totals);
    const methods = PAYMENT_METHODS.filter((method) => method.offered(total)).map(({ code, label }) => ({ code, label }));
    const notOffered = PAYMENT_METHODS.filter((method) => !method.offered(total) && method.notOffered !== null).map((method) => method.notOffered ?? '');
    this.patch({ loading: false, view, empty: view.bag.lines.length === 0, methods, notOffered, payment: this.paymentOf(methods) });
  }

  private paymentOf(methods: readonly PaymentChoice[]): PaymentMethodCode {
    return methods.some((method) => method.code === this.#chosen) ? this.#chosen : (methods[0]?.code ?? FIRST);
  }
}
