import { catchError, defer, throwError, type Observable } from 'rxjs';
import { contactFormErrors, contactFormPayload, type ContactFormValues } from '../../domain/contact/contact-form.rules';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isFormFieldRefused, refusedAs } from '../../domain/shared/field-refusal';
import type { Logger } from '../kernel/logger.port';
import type { ContactGateway, ContactMessage } from './contact.gateway.port';

/** The form's field that shows a refusal of the message's field (a refused name on the last name). */
const FORM_FIELDS: Readonly<Record<keyof ContactMessage, keyof ContactFormValues>> = { name: 'lastName', email: 'email', comment: 'message', telephone: 'phone' };

/** The contact page: email, first name, last name and "What's on your mind?" required, phone optional. A field the
 * store refuses comes back as a refusal of the form's field, in the shop's words; any other failure is the spec's
 * 'Something went wrong'. */
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
          if (isFormFieldRefused(error) && error.field in FORM_FIELDS) return throwError(() => refusedAs(error, FORM_FIELDS[error.field as keyof ContactMessage]));
          return throwError(() => SHOP_ERRORS.SOMETHING_WENT_WRONG);
        }),
      );
    });
  }
}
