import '../ui/styles/shell-styles';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Meta, Outlet, Scripts, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { PageErrorPage } from '../ui/app/page-error';
import { theme } from '../ui/app/theme';
import { BRAND_FONT_FACE } from '../ui/styles/brand-font';
import { useNonce } from './nonce';
import { FirstHtmlStylesheets, StylesheetLinks } from './page-stylesheets';
import { containerMiddleware } from './request-context';
import { publicOrigin, scopeForRequest } from './request-container.server';
import type { RootData } from './seo/page-meta';

/** The document every page is rendered in, on the server and in the browser alike. The shell inside gives the
 * window its title per page. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#1b3a5c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The brand typeface, declared once for the page's life (not in a stylesheet the page later swaps). */}
        <style>{BRAND_FONT_FACE}</style>
        <ColorSchemeScript nonce={nonce} forceColorScheme="light" />
        <Meta />
        <FirstHtmlStylesheets />
        {/* Linked when the shopper first goes to another page, after the styles the server wrote. */}
        <StylesheetLinks />
      </head>
      <body>
        <MantineProvider theme={theme} forceColorScheme="light">
          {children}
        </MantineProvider>
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** One container per request, on the server: every loader and the render read it from the request's context. */
export const middleware = [containerMiddleware((request) => scopeForRequest(request))];

/** The origin the shop is published at, for every page's canonical and social addresses. */
export const loader = ({ request }: LoaderFunctionArgs): RootData => ({ origin: publicOrigin(request) });

/** The origin never changes while the shop runs: no trip to the server for it on later navigations. */
export const shouldRevalidate = () => false;

/** The description where the page names none (the window's title comes from the shell or the page). */
export const meta: MetaFunction = () => [
  {
    name: 'description',
    content: 'Loupe: natural GIA-certified diamonds and engagement rings, recommended for your budget, size and shape. Free shipping and free 14-day returns.',
  },
];

export default function Root() {
  return <Outlet />;
}

/** An error outside every page (the shell itself failed). */
export function ErrorBoundary() {
  return <PageErrorPage />;
}
