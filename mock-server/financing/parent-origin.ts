import { toOrigin } from '../app/resolve-config';
import { magentoErrors } from '../http/magento-errors';

/**
 * The window origin a provider page may post to, as the card provider reads it: absent means any (`'*'`, for a
 * page opened on its own), anything but one http(s) origin is a 400, so that a page never posts to a script URL.
 */
export function readParentOrigin(value: unknown): string | null {
  if (value === undefined) return null;
  const text = typeof value === 'string' ? value : '';
  try {
    return toOrigin(text);
  } catch {
    throw magentoErrors.invalidFieldValue('parentOrigin', text.slice(0, 100));
  }
}
