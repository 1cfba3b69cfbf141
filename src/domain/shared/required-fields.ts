/** The shared core of every form rule: which fields are blank. */
export const REQUIRED_MESSAGE = 'Required';

/** A field error map: field name → message for each failing field. Validators return null instead of an empty
 * map so that "is the form valid?" is a null check. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/** Blank means nothing a shopper typed: missing, only spaces, or a number input left empty (NaN). Zero is a
 * value. */
export const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'number' && Number.isNaN(value));

/** Builds a map from [field, message] pairs, keeping the first message per field; null when there are none. */
export const toFieldErrors = <F extends string>(
  entries: readonly (readonly [F, string | null | undefined])[],
): FieldErrors<F> | null => {
  const errors: FieldErrors<F> = {};
  let found = false;
  for (const [field, message] of entries) {
    if (message && errors[field] === undefined) {
      errors[field] = message;
      found = true;
    }
  }
  return found ? errors : null;
};

/** One field's check, also the on-blur rule: an empty trimmed text gives 'Required'. */
export const requiredError = (value: unknown): string | null => (isBlank(value) ? REQUIRED_MESSAGE : null);
