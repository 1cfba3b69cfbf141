import { catchError, defer, throwError, type Observable } from 'rxjs';
import type { DiamondId } from '../../domain/diamond/diamond';
import { certificateRequestComment, certificateRequestErrors } from '../../domain/diamond/certificate-request';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { shopError } from '../../domain/shared/shop-error';
import type { Logger } from '../kernel/logger.port';
import type { ContactGateway } from './contact.gateway.port';

export interface CertificateRequest {
  readonly name: string;
  readonly email: string;
  readonly diamondId: DiamondId;
  readonly pagePath: string;
}

/** The certificate-request card: a contact message naming the request, the diamond and the page. Invalid fields
 * fail with code 'CERTIFICATE.INVALID' before anything is sent; a failed send is 'Something went wrong'. */
export class RequestCertificate {
  constructor(
    private readonly contact: ContactGateway,
    private readonly logger: Logger,
  ) {}

  execute(request: CertificateRequest): Observable<void> {
    return defer(() => {
      const errors = certificateRequestErrors({ name: request.name, email: request.email });
      if (errors) return throwError(() => shopError('CERTIFICATE.INVALID', Object.values(errors).join(' ')));
      return this.contact
        .send({ name: request.name.trim(), email: request.email.trim(), comment: certificateRequestComment(request.diamondId, request.pagePath) })
        .pipe(
          catchError((error: unknown) => {
            this.logger.warn('The certificate request was not sent', error);
            return throwError(() => SHOP_ERRORS.SOMETHING_WENT_WRONG);
          }),
        );
    });
  }
}
