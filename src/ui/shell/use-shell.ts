import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { documentTitle, headerTitle, isFooterVisible, isHeaderVisible } from '../common/shell-visibility';

/** View model of the shell's frame: what is shown on this route, the menu and the education modal. It needs none of
 * the shop's services, so the frame hydrates before they are loaded. */
export function useShell() {
  const { pathname } = useLocation();
  const [menuOpened, setMenuOpened] = useState(false);
  const [educationOpened, setEducationOpened] = useState(false);

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
  };
}
