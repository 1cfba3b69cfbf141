import { emailFieldError } from '../shared/email-field.rules';
import { requiredError, toFieldErrors, type FieldErrors } from '../shared/required-fields';
import type { DiamondId } from './diamond';

/** The certificate logos strip; the shop's own grading card sits among the labs. */
export const CERTIFICATE_ISSUERS = ['IGI', 'GIA', 'Loupe', 'HRD', 'EGL'] as const;

export type CertificateRequestStatus = 'READY' | 'LOADING' | 'COMPLETE' | 'ERROR';

/** An error leaves the button ready to send again. */
export const CERTIFICATE_BUTTON_LABELS: Readonly<Record<CertificateRequestStatus, string>> = {
  READY: 'Send',
  LOADING: 'Sending',
  COMPLETE: 'Sent!',
  ERROR: 'Send',
};

export interface CertificateRequestValues {
  readonly name: string;
  readonly email: string;
}

export const certificateRequestErrors = (
  values: Partial<CertificateRequestValues>,
): FieldErrors<keyof CertificateRequestValues> | null =>
  toFieldErrors([
    ['name', requiredError(values.name)],
    ['email', emailFieldError(values.email)],
  ]);

/** The contact call carries the request as its comment: what is asked, for which stone, from which page. */
export const certificateRequestComment = (diamondId: DiamondId, pagePath: string): string =>
  `Certificate request for diamond ${diamondId} (page ${pagePath})`;
