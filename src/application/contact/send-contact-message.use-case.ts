import { catchError, defer, throwError, type Observable } from 'rxjs';
import { contactFormErrors, contactFormPayload, type ContactFormValues } from '../../domain/contact/contact-form.rules';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { Logger } from '../shell/logger.port';
import type { ContactGateway } from './contact.gateway.port';

/** The contact page: email, first name, last name and "What's on your mind?" required, phone optional. */
export class SendContactMessage {
  constructor(
    private readonly contact: ContactGateway,
    private readonly logger: Logger,
  ) {}

  execute(values: ContactFormValues): Observable<void> {
    return defer(() => {
      if (contactFormErrors(values)) return throwError(() => SHOP_ERRORS.CONTACT_FIELDS_MISSING);
      return this.contact.send(contactFormPayload(values)).pipe(
        catchError((error: unknown) => {
          this.logger.warn('The contact message was not sent', error);
          return throwError(() => SHOP_ERRORS.SOMETHING_WENT_WRONG);
        }),
      );
    });
  }
}
