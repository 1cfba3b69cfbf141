import type { DiamondId } from '../../domain/diamond/diamond';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isShopError } from '../../domain/shared/shop-error';
import type { ContactAnExpert, ExpertMessage } from '../contact/contact-an-expert.use-case';
import { PresentationModel } from '../shell/presentation-model';

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
}

/** 'Speak to an expert' on the detail page: make an offer on the stone, or ask a gemologist a question. */
export class ExpertContactModel extends PresentationModel<ExpertContactState> {
  constructor(private readonly contact: ContactAnExpert) {
    super({ kind: null, form: { name: '', email: '', offer: 0, message: '' }, sending: false, sent: false, error: null });
  }

  open(kind: ExpertMessageKind): void {
    this.patch({ kind, sending: false, sent: false, error: null });
  }

  close(): void {
    this.patch({ kind: null });
  }

  change<F extends keyof ExpertForm>(field: F, value: ExpertForm[F]): void {
    this.patch({ form: { ...this.state.form, [field]: value } });
  }

  /** Send, about the stone on the page. */
  send(diamondId: DiamondId): void {
    const { kind, form, sending } = this.state;
    if (!kind || sending) return;
    this.patch({ sending: true, sent: false, error: null });
    this.own(
      this.contact.execute({ kind, diamondId, ...form }).subscribe({
        complete: () => this.patch({ sending: false, sent: true }),
        error: (error: unknown) => this.patch({ sending: false, error: (isShopError(error) ? error : SHOP_ERRORS.SOMETHING_WENT_WRONG).message }),
      }),
    );
  }
}
