import type { Observable } from 'rxjs';
import { formatPhoneInput } from '../../domain/checkout/phone';
import { contactFormErrors, type ContactFormValues } from '../../domain/contact/contact-form.rules';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { FormModel, initialFormState } from '../kernel/form.model';
import type { SendContactMessage } from './send-contact-message.use-case';

export interface ContactFormFields extends Record<string, string> {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  /** "What's on your mind?" */
  readonly message: string;
}

/** /contact and /contact-us: email, first name, last name and the message required, the phone optional; what the
 * store would refuse is said on its field (on leaving a filled field, and on sending) and nothing leaves the browser
 * meanwhile. A pasted phone lands as (617) 555-1234 and is sent in its own field. Once sent, the page thanks the
 * shopper. */
export class ContactFormModel extends FormModel<ContactFormFields> {
  protected readonly fallbackError = SHOP_ERRORS.SOMETHING_WENT_WRONG;

  constructor(private readonly sendMessage: SendContactMessage) {
    super(initialFormState({ email: '', firstName: '', lastName: '', phone: '', message: '' }));
  }

  protected check(values: ContactFormFields) {
    return contactFormErrors(values);
  }

  protected override onLeave(field: keyof ContactFormFields & string, value: string) {
    if (value.trim() === '') return null;
    const kept = field === 'phone' ? formatPhoneInput(value) : value;
    return { value: kept, error: contactFormErrors({ ...this.state.values, [field]: kept })?.[field as keyof ContactFormValues] ?? null };
  }

  protected send(values: ContactFormFields): Observable<unknown> {
    return this.sendMessage.execute(values);
  }
}
