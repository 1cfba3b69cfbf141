import { BehaviorSubject, catchError, map, of, type Observable } from 'rxjs';
import { userTypeOf, type Customer, type UserType } from '../../domain/account/customer';
import type { Logger } from './logger.port';
import type { CustomerAccounts } from './customer-accounts.port';
import type { CustomerTokenStore } from './customer-token.store.port';

export interface SessionState {
  readonly userType: UserType;
  readonly customer: Customer | null;
  /** False until the first customer lookup has answered. */
  readonly known: boolean;
}

/** Guest or customer, shop-wide. Set on load from the customer lookup; a stale or revoked token falls back to
 * guest (and is forgotten) without breaking the page. */
export class CustomerSession {
  readonly #state = new BehaviorSubject<SessionState>({ userType: 'guest', customer: null, known: false });
  readonly state$: Observable<SessionState> = this.#state.asObservable();

  constructor(
    private readonly accounts: CustomerAccounts,
    private readonly tokens: CustomerTokenStore,
    private readonly logger: Logger,
  ) {}

  get current(): SessionState {
    return this.#state.value;
  }

  refresh(): Observable<SessionState> {
    if (!this.tokens.held()) return of(this.set(null));
    return this.accounts.me().pipe(
      map((customer) => this.set(customer)),
      catchError((error: unknown) => {
        this.logger.warn('The stored sign-in is no longer valid', error);
        this.tokens.clear();
        return of(this.set(null));
      }),
    );
  }

  signedOut(): void {
    this.tokens.clear();
    this.set(null);
  }

  private set(customer: Customer | null): SessionState {
    const state: SessionState = { userType: userTypeOf(customer), customer, known: true };
    this.#state.next(state);
    return state;
  }
}
