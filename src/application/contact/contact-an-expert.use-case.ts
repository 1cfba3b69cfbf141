import { catchError, defer, throwError, type Observable } from 'rxjs';
import type { DiamondId } from '../../domain/diamond/diamond';
import { isValidEmail } from '../../domain/shared/email';
import { offerError } from '../../domain/diamond/offer.rules';
import { OFFER_AMOUNT_MISSING, SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { formatPrice } from '../../domain/shared/money';
import { shopError } from '../../domain/shared/shop-error';
import type { Logger } from '../kernel/logger.port';
import type { ContactGateway } from './contact.gateway.port';

export interface ExpertMessage {
  readonly kind: 'offer' | 'question';
  readonly name: string;
  readonly email: string;
  readonly diamondId: DiamondId;
  /** The amount offered, in dollars, for an offer. */
  readonly offer?: number;
  /** The stone's price, in dollars, for an offer: it must be between half of it and all of it. */
  readonly price?: number;
  readonly message: string;
}

/** An offer with no price to hold it to is only asked to be an amount; with one, between half of it and all of it. */
const offerRefusal = (offer: number, price: number | undefined): string | null =>
  price === undefined ? (Number.isFinite(offer) && offer > 0 ? null : OFFER_AMOUNT_MISSING) : offerError(offer, price);

/** 'Speak to an expert' on the detail page: make an offer on the stone or ask a gemologist, by contact message. */
export class ContactAnExpert {
  constructor(
    private readonly contact: ContactGateway,
    private readonly logger: Logger,
  ) {}

  execute(request: ExpertMessage): Observable<void> {
    return defer(() => {
      const invalid =
        request.name.trim() === ''
          ? 'Please enter your name.'
          : !isValidEmail(request.email)
            ? 'Please enter a valid email address'
            : request.kind === 'offer'
              ? offerRefusal(request.offer ?? 0, request.price)
              : request.message.trim() === ''
                ? 'Please write your question.'
                : null;
      if (invalid) return throwError(() => shopError('EXPERT.INVALID', invalid));
      const subject = request.kind === 'offer' ? `Offer of ${formatPrice(request.offer ?? 0)} for diamond ${request.diamondId}` : `Question about diamond ${request.diamondId}`;
      const comment = request.message.trim() ? `${subject}: ${request.message.trim()}` : subject;
      return this.contact.send({ name: request.name.trim(), email: request.email.trim(), comment }).pipe(
        catchError((error: unknown) => {
          this.logger.warn('The message to an expert was not sent', error);
          return throwError(() => SHOP_ERRORS.SOMETHING_WENT_WRONG);
        }),
      );
    });
  }
}
