import { magentoErrors } from '../http/magento-errors';
import { financingErrors } from './financing-errors';

/** The plans the provider offers: 3, 6 or 12 monthly payments at 0 % APR. */
export const PLAN_MONTHS = [3, 6, 12] as const;
export type PlanMonths = (typeof PLAN_MONTHS)[number];

export interface ConfirmInput {
  readonly months: PlanMonths;
  readonly ssnLast4: string;
}

/**
 * Reads `{ months, ssn_last4 }`. Read by hand rather than by a schema, because no answer may quote what was typed
 * for the SSN: a wrong one is named, never echoed.
 */
export function readConfirmInput(body: unknown): ConfirmInput {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const months = fields.months;
  if (months === undefined || months === null || months === '') throw magentoErrors.requiredField('months');
  const plan = PLAN_MONTHS.find((candidate) => candidate === months || String(candidate) === months);
  if (plan === undefined) throw magentoErrors.invalidFieldValue('months', (typeof months === 'string' ? months : String(JSON.stringify(months))).slice(0, 20));
  const ssn = fields.ssn_last4;
  if (ssn === undefined || ssn === null || (typeof ssn === 'string' && ssn.trim() === '')) throw magentoErrors.requiredField('ssn_last4');
  if (typeof ssn !== 'string' || !/^\d{4}$/.test(ssn)) throw financingErrors.fieldInvalid('ssn_last4');
  return { months: plan, ssnLast4: ssn };
}
