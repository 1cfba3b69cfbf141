import { emailFieldError } from '../shared/email-field.rules';
import { tooLongMessage } from '../shared/error-catalogue';
import { isBlank, requiredError, toFieldErrors, type FieldErrors } from '../shared/required-fields';
import { STORE_TEXT_MAX_LENGTH, textLength, tooLongError } from '../shared/text-length';
import { phoneError, usPhoneNumber } from '../checkout/phone';

export interface ContactFormValues {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone?: string;
  /** "What's on your mind?" */
  readonly message: string;
}

export const MESSAGE_FIELD_LABEL = "What's on your mind?";

/** The store's contact form keeps a message of 10,000 characters. */
export const MESSAGE_MAX_LENGTH = 10_000;

/** The store keeps the name as one text, first and last name joined by a space, of 255 characters: a name too long
 * is said on the last name (on the first when that alone leaves no room), with what room is left. */
const nameErrors = (firstName: string, lastName: string): { firstName: string | null; lastName: string | null } => {
  const first = textLength(firstName);
  if (first + 1 + textLength(lastName) <= STORE_TEXT_MAX_LENGTH) return { firstName: null, lastName: null };
  const room = STORE_TEXT_MAX_LENGTH - 1;
  return first >= room ? { firstName: tooLongMessage(room - 1), lastName: null } : { firstName: null, lastName: tooLongMessage(room - first) };
};

/** What the store would refuse, said on the field: the required fields, an email that is not one, a phone (optional)
 * that is not a US number, a name or a message longer than the store keeps. */
export const contactFormErrors = (values: Partial<ContactFormValues>): FieldErrors<keyof ContactFormValues> | null => {
  const names = nameErrors(values.firstName ?? '', values.lastName ?? '');
  return toFieldErrors([
    ['email', emailFieldError(values.email)],
    ['firstName', requiredError(values.firstName) ?? names.firstName],
    ['lastName', requiredError(values.lastName) ?? names.lastName],
    ['phone', isBlank(values.phone) ? null : phoneError(values.phone)],
    ['message', requiredError(values.message) ?? tooLongError(values.message, MESSAGE_MAX_LENGTH)],
  ]);
};

/** The body of the contactus call: contactForm { name, email, comment, telephone }; the phone, when given, in its
 * own field as (617) 555-1234. */
export interface ContactFormPayload {
  readonly name: string;
  readonly email: string;
  readonly comment: string;
  readonly telephone?: string;
}

export const contactFormPayload = (values: ContactFormValues): ContactFormPayload => {
  const telephone = usPhoneNumber(values.phone);
  return {
    name: `${values.firstName.trim()} ${values.lastName.trim()}`,
    email: values.email.trim(),
    comment: values.message.trim(),
    ...(telephone ? { telephone } : {}),
  };
};
