import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ShopNotices } from '../../application/shell/shop-notices.service';
import { useInjection } from '../di/use-injection';
import { useObservableValue } from '../rx/use-observable-state';
import { headerTitle, isFooterVisible, isHeaderVisible } from './shell-visibility';

/** View model of the shell: what is shown on this route, the menu and the global error banner. */
export function useShell() {
  const { pathname } = useLocation();
  const notices = useInjection(ShopNotices);
  const error = useObservableValue(notices.error$, null);
  const [menuOpened, setMenuOpened] = useState(false);
  const [educationOpened, setEducationOpened] = useState(false);

  // Arriving on another page closes the menu.
  useEffect(() => setMenuOpened(false), [pathname]);

  return {
    showHeader: isHeaderVisible(pathname),
    showFooter: isFooterVisible(pathname),
    title: headerTitle(pathname),
    menuOpened,
    toggleMenu: useCallback(() => setMenuOpened((opened) => !opened), []),
    closeMenu: useCallback(() => setMenuOpened(false), []),
    educationOpened,
    openEducation: useCallback(() => setEducationOpened(true), []),
    closeEducation: useCallback(() => setEducationOpened(false), []),
    error,
    clearError: useCallback(() => notices.clear(), [notices]),
  };
}
