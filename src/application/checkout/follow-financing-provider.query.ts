import type { Observable } from 'rxjs';
import type { FinancingOutcome, FinancingProvider } from './financing-provider.port';

/** OPEN: the provider's answers from its frame (approved with a checkout token, cancelled, declined), as they come. */
export class FollowFinancingProvider {
  constructor(private readonly financing: FinancingProvider) {}

  execute(): Observable<FinancingOutcome> {
    return this.financing.outcomes();
  }
}
