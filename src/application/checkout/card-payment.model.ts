import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isShopError } from '../../domain/shared/shop-error';
import { PresentationModel } from '../kernel/presentation-model';
import type { HostedCardFields } from './hosted-card-fields.port';
import type { Destination } from '../kernel/destination';
import { orderReceived } from './order-received';
import type { PayByCard } from './pay-by-card.use-case';

export interface CardAuthorization {
  readonly nonce: string;
  readonly last4: string;
}

export interface CardPaymentState {
  /** The provider's hosted fields page. */
  readonly frameUrl: string;
  /** Grows each time the fields must load afresh (a used nonce cannot pay again). */
  readonly frameKey: number;
  /** The card the fields authorized, waiting for Confirm payment. */
  readonly authorization: CardAuthorization | null;
  readonly message: string | null;
  readonly paying: boolean;
  /** Set once the order is placed: /order-received. */
  readonly destination: Destination | null;
}

/**
 * Card payment (spec section 4): the hosted fields' Authorize gives a nonce, Confirm payment places the order. A
 * failure closes the confirmation, shows the store's message and loads fresh fields, since the nonce is used up.
 */
export class CardPaymentModel extends PresentationModel<CardPaymentState> {
  constructor(
    private readonly fields: HostedCardFields,
    private readonly payByCard: PayByCard,
  ) {
    super({ frameUrl: fields.frameUrl(), frameKey: 0, authorization: null, message: null, paying: false, destination: null });
  }

  /** Confirm payment with the authorized card. */
  confirm(): void {
    const { authorization, paying } = this.state;
    if (!authorization || paying) return;
    this.patch({ paying: true });
    const subscription = this.payByCard.execute(authorization.nonce).subscribe({
      next: (order) => this.patch({ destination: orderReceived(order) }),
      error: (error: unknown) =>
        this.setState((state) => ({
          ...state,
          paying: false,
          authorization: null,
          message: (isShopError(error) ? error : SHOP_ERRORS.SOMETHING_WENT_WRONG).message,
          frameKey: state.frameKey + 1,
        })),
    });
    if (!subscription.closed) this.own(subscription);
  }

  /** Closing the confirmation without paying: the nonce stays unused and the fields start again. */
  cancel(): void {
    if (this.state.paying) return;
    this.setState((state) => ({ ...state, authorization: null, frameKey: state.frameKey + 1 }));
  }

  protected override onAttach(): void {
    this.own(
      this.fields.outcomes().subscribe((outcome) => {
        if (outcome.type === 'nonce') this.patch({ message: null, authorization: { nonce: outcome.nonce, last4: outcome.last4 } });
      }),
    );
  }
}
