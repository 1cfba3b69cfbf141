import type { z } from 'zod';

/** An answer of the recommendation service that does not keep to its contract (contracts/recommendation): the call
 * fails with this error, which the use cases log and turn into the shop's usual message, as any failed call. */
export class RecommendationAnswerError extends Error {
  constructor(
    readonly call: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`The recommendation service answered ${call} outside its contract: ${issues.map(describe).join('; ')}`);
    this.name = 'RecommendationAnswerError';
  }
}

const describe = (issue: z.core.$ZodIssue): string => `${issue.path.length ? issue.path.join('.') : '(answer)'}: ${issue.message}`;
