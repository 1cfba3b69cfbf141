import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { of, Subject, throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ChatProvider, ChatProviderError } from '../../application/chat/chat-provider.port';
import type { ChatMessage } from '../../domain/chat/chat-message';
import { configForOrigin } from '../../composition/config';
import { buildContainer, serveWith } from '../../composition/container';
import { LocalStorageToken } from '../../composition/tokens';
import { MemoryStorage } from '../../infrastructure/browser-storage/memory-storage';
import { theme } from '../app/theme';
import { ContainerProvider } from '../di/container-context';
import { ShellLayout } from './shell-layout';

const message = (id: string, from: ChatMessage['from'], text: string): ChatMessage => ({ id, from, text, sentAt: `2026-11-24T09:00:0${id.slice(1)}.000Z` });

/** A chat provider whose experts are reachable or not, with a conversation already under way. */
function chatProvider(available: boolean): ChatProvider & { live$: Subject<ChatMessage> } {
  const live$ = new Subject<ChatMessage>();
  return {
    live$,
    availability: () => of(available),
    open: (diamondId) => (available ? of({ id: 'c1', diamondId, secret: 'secret-of-c1' }) : throwError(() => new ChatProviderError('unavailable'))),
    messages: () => of([message('m1', 'shopper', 'Do you ship to Canada?')]),
    send: (_conversation, text) => of(message('m2', 'shopper', text)),
    live: () => live$,
  };
}

function renderShell(provider: ChatProvider) {
  // The shopper began a conversation earlier: the browser kept it.
  const storage = new MemoryStorage();
  storage.setItem('chat_conversation', JSON.stringify({ id: 'c1', diamondId: null, secret: 'secret-of-c1' }));
  const container = buildContainer(configForOrigin('http://shop.test'), serveWith(LocalStorageToken, storage), serveWith(ChatProvider, provider));
  const router = createMemoryRouter([{ element: <ShellLayout />, children: [{ path: '/shop-by', element: <h1>Shop by</h1> }] }], { initialEntries: ['/shop-by'] });
  return render(
    <ContainerProvider container={container}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </ContainerProvider>,
  );
}

describe("the footer's chat opener", () => {
  it('opens the chat panel on the kept conversation, where the expert’s answer arrives and is told apart by words', async () => {
    const provider = chatProvider(true);
    renderShell(provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with us' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with an expert' });
    expect(await within(panel).findByText('Do you ship to Canada?')).toBeInTheDocument();
    provider.live$.next(message('m3', 'agent', 'We ship within the US only.'));
    const answer = await within(panel).findByText('We ship within the US only.');
    expect(answer.closest('li')).toHaveTextContent(/^Expert/);
    expect(within(panel).getByText('Do you ship to Canada?').closest('li')).toHaveTextContent(/^You/);
  });

  it('with the provider down, says chat is unavailable and links the contact form', async () => {
    renderShell(chatProvider(false));
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with us' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with an expert' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Chat is unavailable right now.');
    expect(within(panel).getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact-us');
  });
});
