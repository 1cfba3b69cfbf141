import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { CustomerSession } from '../../application/account/customer-session.service';
import { SignOut } from '../../application/account/sign-out.use-case';
import { ShopNotices } from '../../application/shell/shop-notices.service';
import { useInjection } from '../di/use-injection';
import { useObservableValue } from '../rx/use-observable-state';
import { documentTitle, headerTitle, isFooterVisible, isHeaderVisible } from '../common/shell-visibility';

/** View model of the shell: what is shown on this route, the menu and the global error banner. */
export function useShell() {
  const { pathname } = useLocation();
  const notices = useInjection(ShopNotices);
  const error = useObservableValue(notices.error$, null);
  const [menuOpened, setMenuOpened] = useState(false);
  const [educationOpened, setEducationOpened] = useState(false);
  const session = useInjection(CustomerSession);
  const signOut = useInjection(SignOut);
  const sessionState = useObservableValue(session.state$, session.current);

  // Guest or customer is settled on load from the customer lookup.
  useEffect(() => {
    const subscription = session.refresh().subscribe();
    return () => subscription.unsubscribe();
  }, [session]);

  // Arriving on another page closes the menu.
  useEffect(() => setMenuOpened(false), [pathname]);

  return {
    showHeader: isHeaderVisible(pathname),
    showFooter: isFooterVisible(pathname),
    title: headerTitle(pathname),
    documentTitle: documentTitle(pathname),
    menuOpened,
    toggleMenu: useCallback(() => setMenuOpened((opened) => !opened), []),
    closeMenu: useCallback(() => setMenuOpened(false), []),
    educationOpened,
    openEducation: useCallback(() => setEducationOpened(true), []),
    closeEducation: useCallback(() => setEducationOpened(false), []),
    signedIn: sessionState.userType === 'customer' && (sessionState.customer?.id ?? 0) > 0,
    // Sign Out revokes the token, returns to the home page and reloads it.
    signOut: useCallback(() => {
      signOut.execute().subscribe({ complete: () => window.location.assign('/') });
    }, [signOut]),
    error,
    clearError: useCallback(() => notices.clear(), [notices]),
  };
}
