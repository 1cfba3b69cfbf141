import { catchError, map, of, type Observable } from 'rxjs';
import type { Logger } from '../kernel/logger.port';
import type { CustomerSession } from '../kernel/customer-session.service';
import type { SessionKeeper } from './session-keeper.port';

/** Sign out: the store revokes the token and the sign-in is forgotten. A failed sign-out still signs the shopper out
 * here. */
export class SignOut {
  constructor(
    private readonly keeper: SessionKeeper,
    private readonly session: CustomerSession,
    private readonly logger: Logger,
  ) {}

  execute(): Observable<void> {
    return this.keeper.signOut().pipe(
      catchError((error: unknown) => {
        this.logger.warn('The sign-out could not be completed', error);
        return of(undefined);
      }),
      map(() => this.session.signedOut()),
    );
  }
}
