import type { DiamondId } from '../../domain/diamond/diamond';
import { offerBounds, offerError } from '../../domain/diamond/offer.rules';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isShopError } from '../../domain/shared/shop-error';
import type { ContactAnExpert, ExpertMessage } from '../contact/contact-an-expert.use-case';
import { PresentationModel } from '../kernel/presentation-model';

export type ExpertMessageKind = ExpertMessage['kind'];

export interface ExpertForm {
  readonly name: string;
  readonly email: string;
  /** The amount offered, in dollars (0: none yet). */
  readonly offer: number;
  readonly message: string;
}

export interface ExpertContactState {
  /** The open card: an offer, a question, or none. */
  readonly kind: ExpertMessageKind | null;
  readonly form: ExpertForm;
  readonly sending: boolean;
  readonly sent: boolean;
  readonly error: string | null;
  /** Why the amount offered is refused, on its field: none, below half the price or above the price. */
  readonly offerError: string | null;
  /** What the field accepts, for its description: between half the price and the price, in dollars. */
  readonly offerBounds: { readonly least: number; readonly most: number } | null;
}

/** 'Speak to an expert' on the detail page: make an offer on the stone (between half its price and its price, said on
 * the field on leaving it and on sending, with nothing sent), or ask a gemologist a question. */
export class ExpertContactModel extends PresentationModel<ExpertContactState> {
  /** The price of the stone the offer is about, in dollars; null for a question. */
  #price: number | null = null;

  constructor(private readonly contact: ContactAnExpert) {
    super({ kind: null, form: { name: '', email: '', offer: 0, message: '' }, sending: false, sent: false, error: null, offerError: null, offerBounds: null });
  }

  /** Opens the card: an offer on a stone of `price` dollars, or a question. */
  open(kind: ExpertMessageKind, price: number | null = null): void {
    this.#price = kind === 'offer' ? price : null;
    this.patch({ kind, sending: false, sent: false, error: null, offerError: null, offerBounds: this.#price === null ? null : offerBounds(this.#price) });
  }

  close(): void {
    this.patch({ kind: null });
  }

  change<F extends keyof ExpertForm>(field: F, value: ExpertForm[F]): void {
    this.patch({ form: { ...this.state.form, [field]: value } });
    // A refused amount is told again as it is corrected, so the message goes as soon as the amount is right.
    if (field === 'offer' && this.state.offerError !== null) this.checkOffer();
  }

  /** The offer's field was left: its amount is checked against the stone's price. */
  checkOffer(): void {
    this.patch({ offerError: this.#offerRefusal() });
  }

  /** Send, about the stone on the page; a refused offer stays on its field and nothing is sent. */
  send(diamondId: DiamondId): void {
    const { kind, form, sending } = this.state;
    if (!kind || sending) return;
    const offerRefused = kind === 'offer' ? this.#offerRefusal() : null;
    if (offerRefused) {
      this.patch({ offerError: offerRefused, error: null });
      return;
    }
    this.patch({ sending: true, sent: false, error: null, offerError: null });
    this.own(
      this.contact.execute({ kind, diamondId, ...form, ...(kind === 'offer' && this.#price !== null && { price: this.#price }) }).subscribe({
        complete: () => this.patch({ sending: false, sent: true }),
        error: (error: unknown) => this.patch({ sending: false, error: (isShopError(error) ? error : SHOP_ERRORS.SOMETHING_WENT_WRONG).message }),
      }),
    );
  }

  #offerRefusal(): string | null {
    return this.#price === null ? null : offerError(this.state.form.offer, this.#price);
  }
}
