import type { DiamondId } from '../../domain/diamond/diamond';
import { certificateRequestErrors, type CertificateRequestStatus, type CertificateRequestValues } from '../../domain/diamond/certificate-request';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { FieldErrors } from '../../domain/shared/required-fields';
import { isShopError, type ShopError } from '../../domain/shared/shop-error';
import { CERTIFICATE_SENT_MS } from '../../domain/shared/timers';
import type { RequestCertificate } from '../contact/request-certificate.use-case';
import { PresentationModel } from '../kernel/presentation-model';
import type { Scheduler } from '../kernel/scheduler.port';

export interface CertificateRequestState {
  readonly open: boolean;
  readonly status: CertificateRequestStatus;
  readonly values: CertificateRequestValues;
  readonly errors: FieldErrors<keyof CertificateRequestValues>;
  /** What the shopper is told when the store did not take the request. */
  readonly error: ShopError | null;
  /** The card turned to its thanks, a moment after 'Sent!'. */
  readonly flipped: boolean;
  /** The stone the card asks about. */
  readonly diamondId: DiamondId | null;
}

/** The certificate logos' request card: READY → LOADING → COMPLETE ('Sent!', then the card flips to the thanks)
 * or ERROR, from which the shopper can send again. */
export class CertificateRequestModel extends PresentationModel<CertificateRequestState> {
  #pagePath = '';

  constructor(
    private readonly requestCertificate: RequestCertificate,
    private readonly scheduler: Scheduler,
  ) {
    super({ open: false, status: 'READY', values: { name: '', email: '' }, errors: {}, error: null, flipped: false, diamondId: null });
  }

  /** A logo: opens the card for the stone on the page at `pagePath`. */
  open(diamondId: DiamondId, pagePath: string): void {
    this.#pagePath = pagePath;
    this.patch({ open: true, diamondId });
  }

  close(): void {
    this.patch({ open: false });
  }

  change(field: keyof CertificateRequestValues, value: string): void {
    this.patch({ values: { ...this.state.values, [field]: value } });
  }

  send(): void {
    const { values, diamondId, status } = this.state;
    if (diamondId === null || status === 'LOADING' || status === 'COMPLETE') return;
    const invalid = certificateRequestErrors(values);
    this.patch({ errors: invalid ?? {} });
    if (invalid) return;
    this.patch({ status: 'LOADING', error: null });
    this.own(
      this.requestCertificate.execute({ ...values, diamondId, pagePath: this.#pagePath }).subscribe({
        complete: () => {
          this.patch({ status: 'COMPLETE' });
          this.own(this.scheduler.schedule(() => this.patch({ flipped: true }), CERTIFICATE_SENT_MS));
        },
        error: (error: unknown) => this.patch({ status: 'ERROR', error: isShopError(error) ? error : SHOP_ERRORS.SOMETHING_WENT_WRONG }),
      }),
    );
  }
}
