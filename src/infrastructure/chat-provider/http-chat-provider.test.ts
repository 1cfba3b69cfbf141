import { firstValueFrom, toArray, take } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { ChatProviderError } from '../../application/chat/chat-provider.port';
import type { EventSourceLike } from './http-chat-provider';
import { HttpChatProvider } from './http-chat-provider';

const BASE = 'http://shop.test/chat';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const wireMessage = { id: 'm1', conversationId: 'c1', from: 'agent', text: 'Hello!', sentAt: '2026-11-24T09:00:00.000Z' };

class FakeEventSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private readonly listeners: Record<string, ((event: MessageEvent<string>) => void)[]> = {};
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    (this.listeners[type] ??= []).push(listener);
  }
  emit(type: string, data = ''): void {
    for (const listener of this.listeners[type] ?? []) listener(new MessageEvent(type, { data }));
  }
  close(): void {
    this.closed = true;
  }
}

const failureOf = async (answer: Promise<unknown>) => {
  const error: unknown = await answer.catch((caught: unknown) => caught);
  return error instanceof ChatProviderError ? error.failure : error;
};

describe('HttpChatProvider', () => {
  it('opens a conversation about a diamond and sends a message, through the contract', async () => {
    const doFetch = vi.fn<typeof fetch>(async (_url, init) =>
      String(init?.method) === 'POST' && String(_url).endsWith('/conversations') ? json(201, { id: 'c1', diamondId: 'LD42', createdAt: '2026-11-24T09:00:00.000Z' }) : json(201, { ...wireMessage, from: 'shopper' }),
    );
    const provider = new HttpChatProvider(BASE, doFetch, null);
    expect(await firstValueFrom(provider.open('LD42'))).toEqual({ id: 'c1', diamondId: 'LD42' });
    expect(JSON.parse(String(doFetch.mock.calls[0]?.[1]?.body))).toEqual({ diamondId: 'LD42' });
    expect(await firstValueFrom(provider.send('c1', 'Hi'))).toMatchObject({ id: 'm1', from: 'shopper' });
    expect(doFetch.mock.calls[1]?.[0]).toBe(`${BASE}/conversations/c1/messages`);
    expect(JSON.parse(String(doFetch.mock.calls[1]?.[1]?.body))).toEqual({ text: 'Hi', from: 'shopper' });
  });

  it('tells the provider down, an unknown conversation, a refused message and an answer off the contract apart', async () => {
    const answers = [json(503, { message: 'The chat is unavailable right now.' }), json(404, { message: 'This conversation does not exist.' }), json(400, { message: 'bad' }), json(200, [{ id: 'm1' }])];
    const provider = new HttpChatProvider(BASE, async () => answers.shift()!, null);
    expect(await failureOf(firstValueFrom(provider.open(null)))).toBe('unavailable');
    expect(await failureOf(firstValueFrom(provider.messages('gone')))).toBe('unknown-conversation');
    expect(await failureOf(firstValueFrom(provider.send('c1', 'x')))).toBe('refused');
    expect(await failureOf(firstValueFrom(provider.messages('c1')))).toBe('unavailable');
  });

  it('reads availability, and an unreachable provider as unavailable', async () => {
    expect(await firstValueFrom(new HttpChatProvider(BASE, async () => json(200, { available: true }), null).availability())).toBe(true);
    expect(await firstValueFrom(new HttpChatProvider(BASE, async () => Promise.reject(new TypeError('offline')), null).availability())).toBe(false);
  });

  it('follows the conversation live with EventSource, validating each event, and closes it when unsubscribed', async () => {
    const sources: FakeEventSource[] = [];
    const provider = new HttpChatProvider(BASE, vi.fn<typeof fetch>(), (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    });
    const seen: string[] = [];
    const subscription = provider.live('c1').subscribe((message) => seen.push(message.text));
    expect(sources[0]?.url).toBe(`${BASE}/conversations/c1/events`);
    sources[0]?.emit('message', JSON.stringify(wireMessage));
    await vi.waitFor(() => expect(seen).toEqual(['Hello!']));
    subscription.unsubscribe();
    expect(sources[0]?.closed).toBe(true);
  });

  it('ends the live stream as unavailable when EventSource gives up', async () => {
    let source: FakeEventSource | undefined;
    const provider = new HttpChatProvider(BASE, vi.fn<typeof fetch>(), (url) => (source = new FakeEventSource(url)));
    const failure = failureOf(firstValueFrom(provider.live('c1')));
    source!.readyState = 2;
    source!.emit('error');
    expect(await failure).toBe('unavailable');
  });

  it('without EventSource, reads the same event stream with fetch, skipping comments', async () => {
    const stream = `retry: 2000\n: connected\n\nevent: message\nid: m1\ndata: ${JSON.stringify(wireMessage)}\n\n: heartbeat\n\nevent: message\nid: m2\ndata: ${JSON.stringify({ ...wireMessage, id: 'm2', text: 'Still here' })}\n\n`;
    const provider = new HttpChatProvider(BASE, async () => new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } }), null);
    const texts = await firstValueFrom(provider.live('c1').pipe(take(2), toArray()));
    expect(texts.map(({ text }) => text)).toEqual(['Hello!', 'Still here']);
  });
});
