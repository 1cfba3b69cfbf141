import type { Address } from '../checkout/address';

/** Which default address an editor of the account changes. */
export type DefaultAddressKind = 'billing' | 'shipping';

const words = (text: string | undefined): string => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
const digits = (text: string): string => text.replace(/\D/g, '');

/** Two addresses are one place for one person when they differ only in case, spacing or how the phone is written. */
export const sameAddress = (a: Address, b: Address): boolean =>
  words(a.firstname) === words(b.firstname) &&
  words(a.lastname) === words(b.lastname) &&
  words(a.company) === words(b.company) &&
  words(a.street.join(' ')) === words(b.street.join(' ')) &&
  words(a.city) === words(b.city) &&
  a.region.code === b.region.code &&
  words(a.postcode) === words(b.postcode) &&
  digits(a.telephone) === digits(b.telephone);

export const isInAddressBook = (book: readonly Address[], address: Address): boolean => book.some((saved) => sameAddress(saved, address));

/**
 * What an editor of a default address writes to the address book, so that editing one address changes that address
 * only. The edit is saved as the default of its kind: over the address it edits, unless that address is also the
 * other kind's default (a customer whose billing and shipping addresses are one), which then stays as it was, the
 * other kind's default, while the edit becomes an address of its own; an edit that reads as another address of the
 * book makes that one the default rather than a copy of it.
 */
export const addressBookWrite = (book: readonly Address[], edited: Address, kind: DefaultAddressKind): Address => {
  const asDefault = kind === 'billing' ? { defaultBilling: true } : { defaultShipping: true };
  const current = edited.id === undefined ? undefined : book.find((saved) => saved.id === edited.id);
  const { id: _ignored, ...content } = edited;
  const twin = book.find((saved) => saved.id !== undefined && saved.id !== current?.id && sameAddress(saved, edited));
  if (twin) return { ...content, id: twin.id, ...asDefault };
  if (!current) return { ...content, ...asDefault };
  const sharedWithOtherKind = kind === 'billing' ? current.defaultShipping === true : current.defaultBilling === true;
  if (sharedWithOtherKind && !sameAddress(current, edited)) return { ...content, ...asDefault };
  return { ...content, id: current.id, ...asDefault };
};

/** Which of the checkout's addresses a customer's order adds to their address book: those the book does not hold
 * yet, a shipping address only when it is not the billing address (or is given alone, standing for both until a
 * billing address is). A guest has no book. */
export const checkoutAddressesToKeep = (
  book: readonly Address[] | null,
  addresses: { readonly billing?: Address; readonly shipping?: Address; readonly sameAsBilling: boolean },
): { readonly billing: boolean; readonly shipping: boolean } => {
  if (book === null) return { billing: false, shipping: false };
  const { billing, shipping, sameAsBilling } = addresses;
  return {
    billing: billing !== undefined && !isInAddressBook(book, billing),
    shipping: shipping !== undefined && (billing === undefined || (!sameAsBilling && !sameAddress(billing, shipping))) && !isInAddressBook(book, shipping),
  };
};
