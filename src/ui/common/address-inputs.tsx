import type { UseFormReturnType } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { maskPhone, PHONE_MASK } from '../../domain/checkout/phone';
import { sanitizeZip, ZIP_MAX_DIGITS } from '../../domain/checkout/zip';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any address form: the one-address form or /shipping-billing's panels
type AnyForm = UseFormReturnType<any>;

/** The zip of every address form: text with a numeric keyboard, so '02108' keeps its leading zero; digits only,
 * at most five. */
export const zipInputProps = (form: AnyForm, path: string) => ({
  ...form.getInputProps(path),
  inputMode: 'numeric' as const,
  maxLength: ZIP_MAX_DIGITS,
  onChange: (event: ChangeEvent<HTMLInputElement>) => form.setFieldValue(path, sanitizeZip(event.currentTarget.value)),
});

/** The phone of every address form: text with the phone keyboard, masked (999) 999-9999 as the shopper types. */
export const phoneInputProps = (form: AnyForm, path: string) => ({
  ...form.getInputProps(path),
  type: 'tel',
  inputMode: 'tel' as const,
  placeholder: PHONE_MASK,
  onChange: (event: ChangeEvent<HTMLInputElement>) => form.setFieldValue(path, maskPhone(event.currentTarget.value)),
});

/** Focuses a field the store refused and brings it to the middle of the window with its label and message, clear
 * of the header and the footer bars. */
export const focusRefusedField = (node: HTMLElement | null): void => {
  if (!node) return;
  node.focus({ preventScroll: true });
  const field = node.closest<HTMLElement>('.mantine-InputWrapper-root') ?? node;
  field.scrollIntoView?.({ block: 'center', behavior: 'instant' });
};
