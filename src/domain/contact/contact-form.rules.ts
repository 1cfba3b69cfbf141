import { requiredFieldErrors, type FieldErrors } from '../shared/required-fields';

export interface ContactFormValues {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone?: string;
  /** "What's on your mind?" */
  readonly message: string;
}

export const MESSAGE_FIELD_LABEL = "What's on your mind?";

export const CONTACT_REQUIRED_FIELDS = ['email', 'firstName', 'lastName', 'message'] as const;

/** Phone is optional. */
export const contactFormErrors = (values: Partial<ContactFormValues>): FieldErrors<keyof ContactFormValues> | null =>
  requiredFieldErrors(values, CONTACT_REQUIRED_FIELDS);

/** The body of the contactus call: contactForm { name, email, comment }. A phone number, when given, is kept in
 * the comment because the call has no field of its own for it. */
export interface ContactFormPayload {
  readonly name: string;
  readonly email: string;
  readonly comment: string;
}

export const contactFormPayload = (values: ContactFormValues): ContactFormPayload => {
  const phone = values.phone?.trim() ?? '';
  const message = values.message.trim();
  return {
    name: `${values.firstName.trim()} ${values.lastName.trim()}`,
    email: values.email.trim(),
    comment: phone === '' ? message : `${message}\n\nPhone: ${phone}`,
  };
};
