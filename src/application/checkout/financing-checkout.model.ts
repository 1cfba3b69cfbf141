import type { Subscription } from 'rxjs';
import { nextFinancingStatus, type FinancingEvent, type FinancingStatus } from '../../domain/checkout/financing-status';
import { FINANCING_FAILED_MESSAGE } from '../../domain/checkout/payment';
import { isShopError } from '../../domain/shared/shop-error';
import { PresentationModel } from '../kernel/presentation-model';
import type { AcceptFinancingApproval } from './accept-financing-approval.use-case';
import type { FinancingOutcome } from './financing-provider.port';
import type { FollowFinancingProvider } from './follow-financing-provider.query';
import type { Destination } from '../kernel/destination';
import { orderReceived } from './order-received';
import type { PlaceFinancingOrder } from './place-financing-order.use-case';
import type { StartFinancing } from './start-financing.use-case';

export interface FinancingCheckoutState {
  readonly status: FinancingStatus;
  /** The provider's checkout page, shown in a modal while it is open. */
  readonly frameUrl: string | null;
  readonly message: string | null;
  readonly placing: boolean;
  /** Set once the order is placed: /order-received. */
  readonly destination: Destination | null;
}

const READY: FinancingCheckoutState = { status: 'READY', frameUrl: null, message: null, placing: false, destination: null };

const failureMessage = (error: unknown): string => (isShopError(error) ? error.message : FINANCING_FAILED_MESSAGE);

/**
 * Paying over time (spec section 4): READY → OPEN (the provider's checkout in a modal) → SET_PAYMENT (the approved
 * token goes on the cart) → PLACE_ORDER ('Approved', then Confirm payment). The provider's answers come from its
 * frame while a view shows the model; only those that come while its checkout is open count. A cancel returns to
 * READY silently; a decline or any other failure says 'Something went wrong. Please try again.'; a placeOrder error
 * shows the store's first message; all return to READY.
 */
export class FinancingCheckoutModel extends PresentationModel<FinancingCheckoutState> {
  #running: Subscription | null = null;

  constructor(
    private readonly startFinancing: StartFinancing,
    private readonly provider: FollowFinancingProvider,
    private readonly acceptApproval: AcceptFinancingApproval,
    private readonly placeOrder: PlaceFinancingOrder,
  ) {
    super(READY);
  }

  /** Continue with the financing provider. */
  start(): void {
    if (this.state.status !== 'READY') return;
    this.patch({ message: null });
    this.move('open');
    this.run(
      this.startFinancing.execute().subscribe({
        next: (frameUrl) => this.patch({ frameUrl }),
        error: (error: unknown) => this.fail(failureMessage(error)),
      }),
    );
  }

  /** Confirm payment, once approved. */
  confirm(): void {
    if (this.state.status !== 'PLACE_ORDER' || this.state.placing) return;
    this.patch({ placing: true });
    this.run(
      this.placeOrder.execute().subscribe({
        next: (order) => this.patch({ destination: orderReceived(order) }),
        error: (error: unknown) => this.fail(failureMessage(error)),
      }),
    );
  }

  /** The shopper closes the provider's modal. */
  cancel(): void {
    this.fail(null);
  }

  protected override onAttach(): void {
    this.own(this.provider.execute().subscribe((outcome) => this.answered(outcome)));
  }

  protected override onDispose(): void {
    this.#running = null;
  }

  private answered(outcome: FinancingOutcome): void {
    if (this.state.status !== 'OPEN') return;
    if (outcome.type === 'cancelled') return this.fail(null);
    if (outcome.type === 'declined') return this.fail(FINANCING_FAILED_MESSAGE);
    this.patch({ frameUrl: null });
    this.move('approved');
    this.run(
      this.acceptApproval.execute(outcome.checkoutToken).subscribe({
        next: () => this.move('payment-set'),
        error: () => this.fail(FINANCING_FAILED_MESSAGE),
      }),
    );
  }

  /** Back to READY, with the message of a failure (none for a cancel). */
  private fail(message: string | null): void {
    this.#running?.unsubscribe();
    this.#running = null;
    this.setState((state) => ({ ...state, placing: false, frameUrl: null, message, status: nextFinancingStatus(state.status, message === null ? 'cancelled' : 'failed') }));
  }

  private move(event: FinancingEvent): void {
    this.setState((state) => {
      const status = nextFinancingStatus(state.status, event);
      return status === state.status ? state : { ...state, status };
    });
  }

  /** One request at a time: a newer one replaces the one in flight. */
  private run(subscription: Subscription): void {
    if (subscription.closed) return;
    this.#running?.unsubscribe();
    this.#running = this.own(subscription);
  }
}
