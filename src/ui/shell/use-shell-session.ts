import { useCallback, useEffect } from 'react';
import { CustomerSession } from '../../application/kernel/customer-session.service';
import { SignOut } from '../../application/account/sign-out.use-case';
import { ShopNotices } from '../../application/kernel/shop-notices.service';
import { useInjection } from '../di/use-injection';
import { useObservableValue } from '../rx/use-observable-state';

// What the shell needs the shop's services for. Kept apart from the frame (`use-shell.ts`): the frame hydrates in the
// first load, these wait for the services, which load beside it.

/** The global error banner's message and how to clear it. */
export function useShopError() {
  const notices = useInjection(ShopNotices);
  const error = useObservableValue(notices.error$, null);
  return { error, clearError: useCallback(() => notices.clear(), [notices]) };
}

/** Guest or customer is settled on load from the customer lookup. */
export function useSessionOnLoad(): void {
  const session = useInjection(CustomerSession);
  useEffect(() => {
    const subscription = session.refresh().subscribe();
    return () => subscription.unsubscribe();
  }, [session]);
}

/** The menu's account entries: whether a customer is signed in, and Sign Out (revokes the token, returns to the home
 * page and reloads it). */
export function useSignedIn() {
  const session = useInjection(CustomerSession);
  const signOut = useInjection(SignOut);
  const sessionState = useObservableValue(session.state$, session.current);
  return {
    signedIn: sessionState.userType === 'customer' && (sessionState.customer?.id ?? 0) > 0,
    signOut: useCallback(() => {
      signOut.execute().subscribe({ complete: () => window.location.assign('/') });
    }, [signOut]),
  };
}
