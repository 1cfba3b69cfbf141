import type { z } from 'zod/mini';
import type { Logger } from '../../application/kernel/logger.port';

/** An answer that does not follow the wire contract of its call: the shop shows the store's usual failure and logs
 * which call drifted and how, never a view that crashes on a missing field. */
export class MalformedAnswerError extends Error {
  constructor(
    readonly call: string,
    readonly issues: readonly string[],
  ) {
    super('The store could not answer.');
    this.name = 'MalformedAnswerError';
  }
}

/** Where each issue is ('items.0.qty: expected number, received string'). */
const describeIssues = (error: z.core.$ZodError): string[] =>
  error.issues.slice(0, 5).map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(answer)'}: ${issue.message}`);

/** The answer read through its contract, or a MalformedAnswerError thrown after logging it. */
export const readWireAnswer = <Schema extends z.ZodMiniType>(schema: Schema, call: string, answer: unknown, logger?: Logger): z.output<Schema> => {
  const result = schema.safeParse(answer);
  if (result.success) return result.data;
  const error = new MalformedAnswerError(call, describeIssues(result.error));
  logger?.warn(`The answer of ${call} does not follow its contract.`, error.issues);
  throw error;
};
