import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ErrorBanner } from './error-banner';
import { Footer } from './footer';
import { Header } from './header';
import { SideMenu } from './side-menu';
import classes from './shell.module.css';
import { useShell } from './use-shell';

const EducationModal = lazy(() => import('../education/education-modal'));

export function ShellLayout() {
  const shell = useShell();
  return (
    <>
      {shell.showHeader && <Header title={shell.title} menuOpened={shell.menuOpened} onMenuClick={shell.toggleMenu} />}
      <SideMenu opened={shell.menuOpened} onClose={shell.closeMenu} />
      <ErrorBanner message={shell.error} onClear={shell.clearError} />
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
