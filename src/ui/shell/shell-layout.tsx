import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { ErrorBanner } from './error-banner';
import { useKeepFocusClearOfBars } from '../common/focus-clear-of-bars';
import { useScrollRestoration } from './scroll-restoration';
import { Footer } from './footer';
import { Header } from './header';
import { PageHydrated } from './page-hydrated';
import classes from './shell.module.css';
import { useShell } from './use-shell';

const EducationModal = lazy(() => import('../education/education-modal'));
const SideMenu = lazy(() => import('./side-menu'));

/** The page of the route. One element for the shell's whole life: the shell re-rendering (the customer settled, a
 * notice) while the browser is still hydrating the server's page (its models loading) leaves that page on screen,
 * where a new element would make React drop the server's HTML for the loader until it could render the page again.
 * Navigations reach the page through the router's context. */
const PAGE = (
  <Suspense
    fallback={
      <Center h="50vh">
        <Loader aria-label="Loading page" />
      </Center>
    }
  >
    <Outlet />
    <PageHydrated />
  </Suspense>
);

export function ShellLayout() {
  const shell = useShell();
  useKeepFocusClearOfBars();
  // Going forward to a page starts at its top; Back and Forward return to where the shopper was.
  useScrollRestoration();
  // Once opened, the menu stays mounted so that closing it can animate.
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (shell.menuOpened && !menuLoaded) setMenuLoaded(true);
  return (
    <>
      {shell.documentTitle && <title>{shell.documentTitle}</title>}
      {shell.showHeader && <Header title={shell.title} menuOpened={shell.menuOpened} onMenuClick={shell.toggleMenu} />}
      {menuLoaded && (
        <Suspense fallback={null}>
          <SideMenu opened={shell.menuOpened} onClose={shell.closeMenu} signedIn={shell.signedIn} onSignOut={shell.signOut} />
        </Suspense>
      )}
      <ErrorBanner message={shell.error} onClear={shell.clearError} />
      <main className={classes.main}>{PAGE}</main>
      {shell.showFooter && <Footer onOpenEducation={shell.openEducation} />}
      {shell.educationOpened && (
        <Suspense fallback={null}>
          <EducationModal opened onClose={shell.closeEducation} />
        </Suspense>
      )}
    </>
  );
}
