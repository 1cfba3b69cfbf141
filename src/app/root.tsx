import '../ui/styles/shell-styles';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, type MetaFunction } from 'react-router';
import { PageErrorPage } from '../ui/app/page-error';
import { theme } from '../ui/app/theme';
import { useNonce } from './nonce';

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
        <ColorSchemeScript nonce={nonce} forceColorScheme="light" />
        <Meta />
        <Links />
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

/** The window's title and the description where the page names none (a page still looking for its diamond, say). */
export const meta: MetaFunction = () => [
  { title: 'Loupe — diamonds and engagement rings' },
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
