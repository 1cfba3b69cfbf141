import { MantineProvider } from '@mantine/core';
import type { Container } from 'inversify';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ContainerProvider } from '../di/container-context';
import { theme } from './theme';

export interface AppProps {
  readonly container: Container;
  readonly router: ReturnType<typeof createBrowserRouter>;
  /** Resolves once the presentation models are bound (loaded beside the first page). */
  readonly modelsReady?: Promise<void>;
}

export function App({ container, router, modelsReady }: AppProps) {
  return (
    <ContainerProvider container={container} modelsReady={modelsReady}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </ContainerProvider>
  );
}
