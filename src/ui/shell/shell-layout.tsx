import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { useKeepFocusClearOfBars } from '../common/focus-clear-of-bars';
import { useScrollRestoration } from './scroll-restoration';
import { FirstHtmlMenu } from './first-html-menu';
import { Footer } from './footer';
import { Header } from './header';
import { PageHydrated } from './page-hydrated';
import classes from './shell.module.css';
import { useShell } from './use-shell';
import { useWhenIdle } from '../common/use-when-idle';
import { ChatOpenerContext } from '../common/chat-opener';

const EducationModal = lazy(() => import('../education/education-modal'));
const SideMenu = lazy(() => import('./side-menu'));
// The chat with an expert is browser-only and loads on its first opening: only its openers are in the page.
const ChatPanel = lazy(() => import('../chat/chat-panel'));
// The customer settled on load and the global error banner need the shop's services: they start once the page is
// hydrated and the browser is idle, so they never hold up the first paint or the frame's hydration.
const ShellServices = lazy(() => import('./shell-services'));

/** The page of the route. One element for the shell's whole life: the shell re-rendering (the customer settled, a
 * notice) while the browser is still hydrating the server's page (its models loading) leaves that page on screen,
 * where a new element would make React drop the server's HTML for the loader until it could render the page again.
 * Navigations reach the page through the router's context. */
const PAGE = (
  <Suspense
    fallback={
      <Center h="50vh">
        <Loader role="status" aria-label="Loading page" />
      </Center>
    }
  >
    <Outlet />
    <PageHydrated />
  </Suspense>
);

export function ShellLayout() {
  const shell = useShell();
  const idle = useWhenIdle();
  useKeepFocusClearOfBars();
  // Going forward to a page starts at its top; Back and Forward return to where the shopper was.
  useScrollRestoration();
  // Once opened, the menu stays mounted so that closing it can animate.
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (shell.menuOpened && !menuLoaded) setMenuLoaded(true);
  // Once opened, the chat stays mounted too: closing animates, and its conversation is still there on reopening.
  const [chat, setChat] = useState<{ opened: boolean; diamondId: string | null; request: number } | null>(null);
  const openChat = useCallback((diamondId: string | null = null) => setChat((current) => ({ opened: true, diamondId, request: (current?.request ?? 0) + 1 })), []);
  const closeChat = useCallback(() => setChat((current) => current && { ...current, opened: false }), []);
  return (
    <ChatOpenerContext value={openChat}>
      {shell.documentTitle && <title>{shell.documentTitle}</title>}
      {shell.showHeader && <Header title={shell.title} menuOpened={shell.menuOpened} onMenuClick={shell.toggleMenu} />}
      {/* Written by the server only (the browser's build leaves it out): the side menu before the script runs. */}
      {import.meta.env.SSR && shell.showHeader && <FirstHtmlMenu />}
      {menuLoaded && (
        <Suspense fallback={null}>
          <SideMenu opened={shell.menuOpened} onClose={shell.closeMenu} />
        </Suspense>
      )}
      {idle && (
        <Suspense fallback={null}>
          <ShellServices />
        </Suspense>
      )}
      <main className={classes.main}>{PAGE}</main>
      {shell.showFooter && <Footer onOpenEducation={shell.openEducation} onOpenChat={openChat} />}
      {shell.educationOpened && (
        <Suspense fallback={null}>
          <EducationModal opened onClose={shell.closeEducation} />
        </Suspense>
      )}
      {chat && (
        <Suspense fallback={null}>
          <ChatPanel opened={chat.opened} diamondId={chat.diamondId} request={chat.request} onClose={closeChat} />
        </Suspense>
      )}
    </ChatOpenerContext>
  );
}
