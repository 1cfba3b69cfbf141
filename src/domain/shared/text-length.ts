import { tooLongMessage } from './error-catalogue';

/** What the store keeps of a name, a street line, a city, a company or a phone: Magento's address and customer
 * attributes allow 255 characters each (their `validate_rules`), counted on the trimmed text, in characters. */
export const STORE_TEXT_MAX_LENGTH = 255;

export const textLength = (value: string): number => [...value.trim()].length;

/** The shop's message for a text longer than the store keeps; null when it fits. */
export const tooLongError = (value: unknown, maxLength: number = STORE_TEXT_MAX_LENGTH): string | null =>
  typeof value === 'string' && textLength(value) > maxLength ? tooLongMessage(maxLength) : null;
