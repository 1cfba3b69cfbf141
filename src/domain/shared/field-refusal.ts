import { FIELD_REFUSED_MESSAGES, tooLongMessage } from './error-catalogue';
import { REQUIRED_MESSAGE } from './required-fields';
import type { ShopError } from './shop-error';

/** Why the store refused a field: it found it missing, too long (past `maxLength` characters), or not a value it
 * takes. */
export type FieldRefusalReason = { readonly kind: 'required' } | { readonly kind: 'too-long'; readonly maxLength: number } | { readonly kind: 'invalid' };

export const REFUSED_AS_INVALID: FieldRefusalReason = { kind: 'invalid' };

/** The kinds of field whose plain words the catalogue has. */
export type RefusedFieldKind = keyof typeof FIELD_REFUSED_MESSAGES;

/** The words a field the store refused shows, never the store's template: 'Required' for a missing one, the length
 * the store keeps for a long one, else the plain 'Please check …' of its kind. */
export const fieldRefusalMessage = (kind: RefusedFieldKind, reason: FieldRefusalReason): string => {
  if (reason.kind === 'too-long') return tooLongMessage(reason.maxLength);
  if (reason.kind === 'required') return REQUIRED_MESSAGE;
  return FIELD_REFUSED_MESSAGES[kind];
};

/** The store refused one field of a form (registration, contact) for a reason the form could not foresee: the form
 * marks that field with the shop's words. `field` is the form's own name for it. */
export interface FormFieldRefused<F extends string = string> extends ShopError {
  readonly code: 'FORM.FIELD_REFUSED';
  readonly field: F;
  readonly reason: FieldRefusalReason;
}

export const formFieldRefused = <F extends string>(field: F, kind: RefusedFieldKind, reason: FieldRefusalReason = REFUSED_AS_INVALID): FormFieldRefused<F> => ({
  code: 'FORM.FIELD_REFUSED',
  message: fieldRefusalMessage(kind, reason),
  field,
  reason,
});

export const isFormFieldRefused = (value: unknown): value is FormFieldRefused =>
  typeof value === 'object' && value !== null && (value as FormFieldRefused).code === 'FORM.FIELD_REFUSED';

/** The same refusal named by another form's field. */
export const refusedAs = <F extends string>(refusal: FormFieldRefused, field: F): FormFieldRefused<F> => ({ ...refusal, field });
