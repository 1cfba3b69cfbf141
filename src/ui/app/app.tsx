import { MantineProvider } from '@mantine/core';
import type { Container } from 'inversify';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ContainerProvider } from '../di/container-context';
import { theme } from './theme';

export interface AppProps {
  readonly container: Container;
  readonly router: ReturnType<typeof createBrowserRouter>;
}

export function App({ container, router }: AppProps) {
  return (
    <ContainerProvider container={container}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </ContainerProvider>
  );
}
