import type { z } from 'zod';
import type { HttpError } from '../http/http-error';
import { magentoErrors } from '../http/magento-errors';
import { safeParseBody } from '../http/validate-body';

type Issue = z.core.$ZodIssue & { input?: unknown };

/**
 * Reads a financing request body with a zod schema, answering Magento's 400 for the first problem and naming the
 * field by its full path (`items[0].unit_price`, `billing.address.zipcode`), because the provider's bodies nest
 * fields of the same name (`first`, `line1`) that the last key alone would not tell apart. A missing, null, blank
 * or empty (`[]`) field is "required"; any other rule an invalid value.
 */
export function readFinancingBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  const result = safeParseBody(schema, input);
  if (!result) throw magentoErrors.decodingError();
  if (result.success) return result.data;
  const [issue] = result.error.issues as Issue[];
  return rejectIssue(issue);
}

function rejectIssue(issue: Issue | undefined): never {
  if (!issue) throw magentoErrors.decodingError();
  throw fieldError(fieldPath(issue.path), issue.input);
}

function fieldError(field: string, value: unknown): HttpError {
  const missing = value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
  return missing ? magentoErrors.requiredField(field) : magentoErrors.invalidFieldValue(field, describe(value));
}

function fieldPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) text += typeof key === 'number' ? `[${key}]` : `${text === '' ? '' : '.'}${String(key)}`;
  return text === '' ? 'body' : text;
}

/** The offending value as Magento quotes it: short and on one line. */
function describe(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 100 ? `${text.slice(0, 97)}...` : text;
}
