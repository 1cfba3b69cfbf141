import type { FieldRefusalReason } from '../../domain/shared/field-refusal';

/** One of the errors Magento gathers under "One or more input exceptions have occurred.", message rendered. */
export interface MagentoInputError {
  readonly message: string;
  readonly parameters: readonly unknown[] | Record<string, unknown>;
}

/** A failed call to the store's REST API, with Magento's message rendered ('%1' and '%name' filled in). */
export class MagentoRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly parameters: readonly unknown[] | Record<string, unknown> = [],
    /** Magento's `errors`: every input error when it found more than one. */
    readonly errors: readonly MagentoInputError[] = [],
  ) {
    super(message);
    this.name = 'MagentoRequestError';
  }

  get notFound(): boolean {
    return this.status === 404;
  }
}

/** Magento sends messages with placeholders: positional ('%1') or named ('%fieldName'). */
export const renderMagentoMessage = (message: string, parameters: unknown): string => {
  if (Array.isArray(parameters)) {
    return message.replace(/%(\d+)/g, (whole, index: string) => {
      const value: unknown = parameters[Number(index) - 1];
      return value === undefined ? whole : String(value);
    });
  }
  if (typeof parameters === 'object' && parameters !== null) {
    const named = parameters as Record<string, unknown>;
    return message.replace(/%([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) =>
      named[name] === undefined ? whole : String(named[name]),
    );
  }
  return message;
};

/** The fields a refusal says are required ('"%fieldName" is required. Enter and try again.'), its own and those of
 * the errors it gathers, in Magento's order. */
export const requiredFieldsOf = (error: MagentoRequestError): string[] =>
  [{ message: error.message, parameters: error.parameters }, ...error.errors].flatMap(({ message, parameters }) => {
    const fieldName = Array.isArray(parameters) ? undefined : (parameters as Record<string, unknown>).fieldName;
    return typeof fieldName === 'string' && / is required\./.test(message) ? [fieldName] : [];
  });

/** Which field of a form the store refused and why, from Magento's answer: a required or invalid field by its
 * API name, a text past its length by its label; null for a refusal that names no field the form knows. */
export const refusedFieldOf = <F extends string>(
  error: MagentoRequestError,
  byName: Readonly<Record<string, F>>,
  byLabel: Readonly<Record<string, F>>,
): { field: F; reason: FieldRefusalReason } | null => {
  if (error.status !== 400) return null;
  if (Array.isArray(error.parameters)) {
    const [label, maxLength] = error.parameters as unknown[];
    const field = byLabel[String(label)];
    const limit = Number(maxLength);
    return field && / length must be equal or less than /.test(error.message) && Number.isInteger(limit) ? { field, reason: { kind: 'too-long', maxLength: limit } } : null;
  }
  const field = byName[String((error.parameters as Record<string, unknown>).fieldName)];
  if (!field) return null;
  return { field, reason: / is required\./.test(error.message) ? { kind: 'required' } : { kind: 'invalid' } };
};
