import type { z } from 'zod';
import { HttpError } from './http-error';
import { magentoErrors } from './magento-errors';

type Issue = z.core.$ZodIssue & { input?: unknown };

/**
 * Checks a REST body against a zod schema and returns the parsed value, or throws the 400 Magento would answer for
 * the first problem: a missing or empty field is "required", a value of the wrong JSON type a type mismatch, any
 * other rule (email format, length…) an invalid value. Magento reads a REST body as an object of named
 * parameters and casts anything else (array, string, number) to a list, so such a body simply lacks them: it gets
 * the same "required" answer for the first parameter.
 */
export function validateBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const input = isPlainObject(body) ? body : {};
  const result = safeParseBody(schema, input);
  if (!result) throw magentoErrors.decodingError();
  if (result.success) return result.data;
  const [issue] = result.error.issues as Issue[];
  throw issue ? toMagentoError(issue) : magentoErrors.decodingError();
}

/**
 * zod's own parse, except that a value zod's checks cannot examine answers nothing (the caller then refuses the body
 * as one that cannot be decoded) instead of a server error: a length check reads `{ length: … }` as if it were text,
 * which overflows the stack for deeply nested lists (a RangeError) and cannot convert an object whose `toString` is
 * not a function (a TypeError). Every route that reads a body with zod goes through here.
 */
export function safeParseBody<Schema extends z.ZodType>(schema: Schema, input: unknown): z.ZodSafeParseResult<z.output<Schema>> | undefined {
  try {
    return schema.safeParse(input, { reportInput: true });
  } catch (error) {
    if (error instanceof RangeError || error instanceof TypeError) return undefined;
    throw error;
  }
}

/** Inside a schema's refinement: refuse the body with this exact Magento answer (validateBody throws it as it is). */
export function refuseWith(context: z.core.$RefinementCtx, error: HttpError): void {
  context.addIssue({ code: 'custom', message: error.message, params: { magentoError: error } });
}

function toMagentoError(issue: Issue): HttpError {
  const refused = issue.code === 'custom' ? (issue.params as { magentoError?: unknown } | undefined)?.magentoError : undefined;
  if (refused instanceof HttpError) return refused;
  const fieldName = fieldNameOf(issue.path);
  // Magento treats null and an empty (or blank) string like an absent field.
  const missing = issue.input === undefined || issue.input === null;
  if (issue.code === 'invalid_type' && !missing) {
    return magentoErrors.typeMismatch(describe(issue.input), magentoType(issue.expected));
  }
  if (missing || issue.input === '') return magentoErrors.requiredField(fieldName);
  return magentoErrors.invalidFieldValue(fieldName, describe(issue.input));
}

/** Magento names the field itself (`email`), not its path (`contactForm.email`). */
function fieldNameOf(path: readonly PropertyKey[]): string {
  const named = path.filter((key): key is string => typeof key === 'string');
  return named[named.length - 1] ?? 'body';
}

const MAGENTO_TYPES: Readonly<Record<string, string>> = { number: 'float', int: 'int', boolean: 'bool' };

function magentoType(expected: string): string {
  return MAGENTO_TYPES[expected] ?? expected;
}

/** The offending value as Magento quotes it in a message: short and on one line. */
function describe(value: unknown): string {
  const text = typeof value === 'string' ? value : serialize(value);
  return text.length > 100 ? `${text.slice(0, 97)}...` : text;
}

/** JSON text of a parsed body value; a value nested too deeply to serialize is quoted by its type alone. */
function serialize(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Array.isArray(value) ? '[...]' : '{...}';
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
