import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isShopError } from '../../domain/shared/shop-error';
import { PresentationModel } from '../kernel/presentation-model';
import type { Destination } from '../kernel/destination';
import type { AccountOverview, LoadAccount } from './load-account.query';
import type { SignOut } from './sign-out.use-case';

export interface AccountState {
  readonly status: 'loading' | 'ready';
  readonly overview: AccountOverview | null;
  /** The message of a failed sign-out. */
  readonly error: string | null;
  readonly destination: Destination | null;
}

/** /account: recent orders, order history, contact info and default addresses of the signed-in customer. A guest
 * (or a customer the store no longer knows) is sent to sign in with /account as the return url; signing out leads
 * to the home page. */
export class AccountModel extends PresentationModel<AccountState> {
  #seeded = false;

  constructor(
    private readonly loadAccount: LoadAccount,
    private readonly signOutUseCase: SignOut,
  ) {
    super({ status: 'loading', overview: null, error: null, destination: null });
  }

  /** The customer's account the storefront's server read for this page: shown at once, not read again. */
  seed(overview: AccountOverview): void {
    this.#seeded = true;
    this.patch({ status: 'ready', overview });
  }

  open(): Promise<void> {
    if (this.#seeded) {
      this.#seeded = false;
      return Promise.resolve();
    }
    this.patch({ status: 'loading' });
    return new Promise((resolve) => {
      this.own(
        this.loadAccount.execute().subscribe({
          next: (overview) => this.patch(overview ? { status: 'ready', overview } : { destination: SIGN_IN_FIRST }),
          error: () => (this.patch({ destination: SIGN_IN_FIRST }), resolve()),
          complete: resolve,
        }),
      );
    });
  }

  signOut(): Promise<void> {
    return new Promise((resolve) => {
      this.own(
        this.signOutUseCase.execute().subscribe({
          error: (error: unknown) => (this.patch({ error: isShopError(error) ? error.message : SHOP_ERRORS.SOMETHING_WENT_WRONG.message }), resolve()),
          complete: () => (this.patch({ overview: null, destination: { to: '/', replace: true } }), resolve()),
        }),
      );
    });
  }
}

const SIGN_IN_FIRST: Destination = { to: '/register?returnUrl=/account', replace: true };
