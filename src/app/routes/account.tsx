import { firstValueFrom } from 'rxjs';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { LoadAccount, type AccountOverview } from '../../application/account/load-account.query';
import { containerOf } from '../request-context';
import { personalPageMeta } from '../seo/public-pages';

export { default } from '../../ui/account/account-page';

/** Where a shopper who is not signed in goes instead of the account (spec: /register with /account to return to). */
export const SIGN_IN_FOR_ACCOUNT = '/register?returnUrl=/account';

/** The signed-in customer's account, read on the server from their session through the same query the page's model
 * runs: orders, contact info and default addresses in the first HTML (the shopper's own: `private, no-store`). A
 * shopper the session does not name as a customer is sent to sign in before anything renders. */
export async function loader({ context }: LoaderFunctionArgs): Promise<{ overview: AccountOverview }> {
  const overview = await firstValueFrom(containerOf(context).get(LoadAccount).execute()).catch(() => null);
  if (!overview) throw redirect(SIGN_IN_FOR_ACCOUNT);
  return { overview };
}

/** Once the shop runs in the browser, its model reads the account itself, as before: no extra trip to the server. */
export const clientLoader = (): { overview: AccountOverview } | null => null;

/** The page is one shopper's own: search engines are asked not to list it. */
export const meta = personalPageMeta('/account');
