import { recommendationCallOf, serviceErrorSchema } from '../../contracts/recommendation';

/**
 * What breaks the recommendation service's contract (contracts/recommendation) in one of its answers: a 200 is
 * read with the schema of the call at `path`, any other status as the service's error body. Empty when the answer
 * keeps to it. The API tests pass every answer they get through this.
 */
export function recommendationContractIssues(path: string, status: number, body: unknown): string[] {
  const call = recommendationCallOf(path);
  if (status === 200 && !call) return [`${path}: the contract has no call here`];
  const result = (status === 200 && call ? call.answer : serviceErrorSchema).safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => `${path} ${status} ${issue.path.join('.') || '(answer)'}: ${issue.message}`);
}
