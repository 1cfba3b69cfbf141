import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContainerProvider } from '../di/container-context';
import { theme } from '../app/theme';
import { ShellLayout } from './shell-layout';

/** The browser loads the shop's services beside the first page: until they are there, the container is a promise. */
function renderShellWhileServicesLoad(path: string) {
  const servicesStillLoading = new Promise<Container>(() => undefined);
  const router = createMemoryRouter([{ element: <ShellLayout />, children: [{ path: '/shop-by', element: <h1>Shop by</h1> }] }], { initialEntries: [path] });
  return render(
    <ContainerProvider container={() => servicesStillLoading}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </ContainerProvider>,
  );
}

describe('the shell while the shop’s services are still loading', () => {
  it('shows its frame and the page (header, menu button, footer shortcuts) without waiting for them', async () => {
    renderShellWhileServicesLoad('/shop-by');
    expect(await screen.findByRole('heading', { name: 'Shop by' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Loupe home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Shortcuts' })).toBeInTheDocument();
  });

  it("leaves the server's menu to the server: in the browser the menu button opens the shop's drawer", async () => {
    renderShellWhileServicesLoad('/shop-by');
    await screen.findByRole('heading', { name: 'Shop by' });
    expect(screen.getByRole('button', { name: 'Open menu' })).not.toHaveAttribute('popovertarget');
    expect(document.getElementById('main-menu')).toBeNull();
  });
});
