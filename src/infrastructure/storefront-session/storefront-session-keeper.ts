import { catchError, map, throwError, type Observable } from 'rxjs';
import type { NewCustomer } from '../../application/kernel/customer-accounts.port';
import type { SessionKeeper } from '../../application/account/session-keeper.port';
import type { FormFieldRefused } from '../../domain/shared/field-refusal';
import { shopError, type ShopError } from '../../domain/shared/shop-error';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { sessionRefusalSchema, type RegisterRequestWire, type SessionCommandWire, type SignInRequestWire } from '../../../contracts/storefront/session';
import { fetchJson, HttpStatusError } from '../http/fetch-json';

/** The shop's words of a refusal the server answered, or `fallback`. */
const refusalOf = (error: unknown, fallback: ShopError): ShopError => {
  if (!(error instanceof HttpStatusError)) return fallback;
  const refusal = sessionRefusalSchema.safeParse(error.body);
  if (!refusal.success) return fallback;
  const { code, message, field, reason } = refusal.data;
  // A refusal of one field comes back as one, for the form to mark that field.
  if (code === 'FORM.FIELD_REFUSED' && field && reason) {
    const refused: FormFieldRefused = { code: 'FORM.FIELD_REFUSED', message, field, reason: reason.kind === 'too-long' ? { kind: 'too-long', maxLength: reason.maxLength ?? 255 } : { kind: reason.kind } };
    return refused;
  }
  return shopError(code as ShopError['code'], message);
};

/**
 * The browser's side of the session: a page's script cannot keep the customer's token (it is `HttpOnly`), so it asks
 * the storefront's server (`/session/{command}`), which signs the shopper in, up or out with the same use cases and
 * answers with the session's cookies.
 */
export class StorefrontSessionKeeper implements SessionKeeper {
  constructor(private readonly doFetch: typeof fetch) {}

  signIn(email: string, password: string): Observable<void> {
    return this.#call('sign-in', { email, password } satisfies SignInRequestWire, SHOP_ERRORS.SIGN_IN_REFUSED);
  }

  register(customer: NewCustomer, password: string): Observable<void> {
    return this.#call('register', { customer: { firstname: customer.firstname, lastname: customer.lastname, email: customer.email }, password } satisfies RegisterRequestWire, SHOP_ERRORS.ACCOUNT_NOT_CREATED);
  }

  signOut(): Observable<void> {
    return this.#call('sign-out', {}, SHOP_ERRORS.SOMETHING_WENT_WRONG);
  }

  #call(command: SessionCommandWire, body: object, fallback: ShopError): Observable<void> {
    return fetchJson<unknown>(this.doFetch, `/session/${command}`, { method: 'POST', body }).pipe(
      map(() => undefined),
      catchError((error: unknown) => throwError(() => refusalOf(error, fallback))),
    );
  }
}
