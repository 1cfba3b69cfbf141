import type { Observable } from 'rxjs';
import { contactFormErrors } from '../../domain/contact/contact-form.rules';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { FormModel, initialFormState } from '../shell/form.model';
import type { SendContactMessage } from './send-contact-message.use-case';

export interface ContactFormFields extends Record<string, string> {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  /** "What's on your mind?" */
  readonly message: string;
}

/** /contact and /contact-us: email, first name, last name and the message required, the phone optional; nothing
 * leaves the browser while a required field is empty. Once sent, the page thanks the shopper. */
export class ContactFormModel extends FormModel<ContactFormFields> {
  protected readonly fallbackError = SHOP_ERRORS.SOMETHING_WENT_WRONG;

  constructor(private readonly sendMessage: SendContactMessage) {
    super(initialFormState({ email: '', firstName: '', lastName: '', phone: '', message: '' }));
  }

  protected check(values: ContactFormFields) {
    return contactFormErrors(values);
  }

  protected send(values: ContactFormFields): Observable<unknown> {
    return this.sendMessage.execute(values);
  }
}
