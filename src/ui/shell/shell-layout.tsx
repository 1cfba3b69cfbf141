import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useKeepFocusClearOfBars } from '../common/focus-clear-of-bars';
import { useScrollRestoration } from './scroll-restoration';
import { Footer } from './footer';
import { Header } from './header';
import classes from './shell.module.css';
import { useShell } from './use-shell';

const EducationModal = lazy(() => import('../education/education-modal'));
const SideMenu = lazy(() => import('./side-menu'));
// The customer settled on load and the global error banner need the shop's services: they load beside the first
// page and never hold up the frame's hydration.
const ShellServices = lazy(() => import('./shell-services'));

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
          <SideMenu opened={shell.menuOpened} onClose={shell.closeMenu} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <ShellServices />
      </Suspense>
      <main className={classes.main}>
        <Suspense
          fallback={
            <Center h="50vh">
              <Loader aria-label="Loading page" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      {shell.showFooter && <Footer onOpenEducation={shell.openEducation} />}
      {shell.educationOpened && (
        <Suspense fallback={null}>
          <EducationModal opened onClose={shell.closeEducation} />
        </Suspense>
      )}
    </>
  );
}
