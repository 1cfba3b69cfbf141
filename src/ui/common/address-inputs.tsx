import type { ChangeEvent } from 'react';
import type { AddressFieldPath } from '../../application/checkout/address-form.model';
import { PHONE_MASK } from '../../domain/checkout/phone';
import { ZIP_MAX_DIGITS } from '../../domain/checkout/zip';

/** One field of an address form bound to its model: its value and message, typing and leaving it. */
export interface AddressFieldBinding {
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  readonly onBlur: () => void;
  readonly 'data-path': AddressFieldPath;
}

export type BindAddressField = (path: AddressFieldPath) => AddressFieldBinding;

/** The zip of every address form: text with a numeric keyboard, so '02108' keeps its leading zero; at most five
 * digits (the model keeps only digits). */
export const zipInputProps = (binding: AddressFieldBinding) => ({ ...binding, inputMode: 'numeric' as const, maxLength: ZIP_MAX_DIGITS });

/** The phone of every address form: text with the phone keyboard, masked (999) 999-9999 as the shopper types. */
export const phoneInputProps = (binding: AddressFieldBinding) => ({ ...binding, type: 'tel', inputMode: 'tel' as const, placeholder: PHONE_MASK });

/** Focuses a field the store refused and brings it to the middle of the window with its label and message, clear
 * of the header and the footer bars. */
export const focusRefusedField = (node: HTMLElement | null): void => {
  if (!node) return;
  node.focus({ preventScroll: true });
  const field = node.closest<HTMLElement>('.mantine-InputWrapper-root') ?? node;
  field.scrollIntoView?.({ block: 'center', behavior: 'instant' });
};
