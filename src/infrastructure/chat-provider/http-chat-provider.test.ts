import { firstValueFrom, take, toArray } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { ChatProviderError } from '../../application/chat/chat-provider.port';
import type { ChatConversation } from '../../application/chat/chat-provider.port';
import { HttpChatProvider } from './http-chat-provider';

const BASE = 'http://shop.test/chat';
const SECRET = 'q3Nc0m1Kx8vWZ4yT7bLr2fHs9dPaUeJi6gOtQnYwVkE';
const CONVERSATION: ChatConversation = { id: 'c1', diamondId: null, secret: SECRET };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const wireMessage = { id: 'm1', conversationId: 'c1', from: 'agent', text: 'Hello!', sentAt: '2026-11-24T09:00:00.000Z' };
const event = (message: Record<string, unknown>) => `event: message\nid: ${String(message.id)}\ndata: ${JSON.stringify(message)}\n\n`;
const stream = (text: string, status = 200) => new Response(text, { status, headers: { 'Content-Type': 'text/event-stream' } });

const failureOf = async (answer: Promise<unknown>) => {
  const error: unknown = await answer.catch((caught: unknown) => caught);
  return error instanceof ChatProviderError ? error.failure : error;
};
const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);

describe('HttpChatProvider', () => {
  it('opens a conversation about a diamond and keeps the secret the provider answers with it', async () => {
    const doFetch = vi.fn<typeof fetch>(async () => json(201, { id: 'c1', diamondId: 'LD42', createdAt: '2026-11-24T09:00:00.000Z', secret: SECRET }));
    const provider = new HttpChatProvider(BASE, doFetch);
    expect(await firstValueFrom(provider.open('LD42'))).toEqual({ id: 'c1', diamondId: 'LD42', secret: SECRET });
    expect(doFetch.mock.calls[0]?.[0]).toBe(`${BASE}/conversations`);
    expect(JSON.parse(String(doFetch.mock.calls[0]?.[1]?.body))).toEqual({ diamondId: 'LD42' });
  });

  it('reads and sends with the conversation’s secret as a bearer header, never in the address, and sends the text alone', async () => {
    const doFetch = vi.fn<typeof fetch>(async (_url, init) => (init?.method === 'POST' ? json(201, { ...wireMessage, from: 'shopper' }) : json(200, [wireMessage])));
    const provider = new HttpChatProvider(BASE, doFetch);
    expect(await firstValueFrom(provider.send(CONVERSATION, 'Hi'))).toMatchObject({ id: 'm1', from: 'shopper' });
    expect(await firstValueFrom(provider.messages(CONVERSATION))).toEqual([{ id: 'm1', from: 'agent', text: 'Hello!', sentAt: wireMessage.sentAt }]);
    for (const [url, init] of doFetch.mock.calls) {
      expect(url).toBe(`${BASE}/conversations/c1/messages`);
      expect(headersOf(init).get('Authorization')).toBe(`Bearer ${SECRET}`);
    }
    expect(JSON.parse(String(doFetch.mock.calls[0]?.[1]?.body))).toEqual({ text: 'Hi' });
  });

  it('tells the provider down, an unknown conversation, a refused message and an answer off the contract apart', async () => {
    const answers = [
      json(503, { message: 'The chat is unavailable right now.' }),
      json(404, { message: 'This conversation does not exist.' }),
      json(400, { message: 'bad' }),
      json(200, [{ id: 'm1' }]),
      json(429, { message: 'Too many conversations were opened from your address. Try again in %1 seconds.', parameters: ['60'] }),
      // A provider that answers no secret cannot be followed: as good as down.
      json(201, { id: 'c1', diamondId: null }),
    ];
    const provider = new HttpChatProvider(BASE, async () => answers.shift()!);
    expect(await failureOf(firstValueFrom(provider.open(null)))).toBe('unavailable');
    expect(await failureOf(firstValueFrom(provider.messages({ ...CONVERSATION, id: 'gone' })))).toBe('unknown-conversation');
    expect(await failureOf(firstValueFrom(provider.send(CONVERSATION, 'x')))).toBe('refused');
    expect(await failureOf(firstValueFrom(provider.messages(CONVERSATION)))).toBe('unavailable');
    expect(await failureOf(firstValueFrom(provider.open(null)))).toBe('unavailable');
    expect(await failureOf(firstValueFrom(provider.open(null)))).toBe('unavailable');
  });

  it('reads availability, and an unreachable provider as unavailable', async () => {
    expect(await firstValueFrom(new HttpChatProvider(BASE, async () => json(200, { available: true })).availability())).toBe(true);
    expect(await firstValueFrom(new HttpChatProvider(BASE, async () => Promise.reject(new TypeError('offline'))).availability())).toBe(false);
  });

  it('where the shop offers no chat (its /chat answers 404, an HTML page or JSON), reads the provider as down', async () => {
    for (const notOffered of [() => new Response('<!doctype html><h1>Not found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } }), () => json(404, { message: 'Not found' })]) {
      const provider = new HttpChatProvider(BASE, async () => notOffered());
      expect(await firstValueFrom(provider.availability())).toBe(false);
      expect(await failureOf(firstValueFrom(provider.open('LD42')))).toBe('unavailable');
    }
  });

  it('follows the conversation live with fetch, its secret in a header, skipping comments and validating each event', async () => {
    const doFetch = vi.fn<typeof fetch>(async () => stream(`retry: 2000\n: connected\n\n${event(wireMessage)}: heartbeat\n\n${event({ ...wireMessage, id: 'm2', text: 'Still here' })}`));
    const provider = new HttpChatProvider(BASE, doFetch);
    const texts = await firstValueFrom(provider.live(CONVERSATION).pipe(take(2), toArray()));
    expect(texts.map(({ text }) => text)).toEqual(['Hello!', 'Still here']);
    const [url, init] = doFetch.mock.calls[0] ?? [];
    expect(url).toBe(`${BASE}/conversations/c1/events`);
    expect(headersOf(init).get('Authorization')).toBe(`Bearer ${SECRET}`);
    expect(headersOf(init).get('Accept')).toBe('text/event-stream');
  });

  it('stops reading when unsubscribed', async () => {
    let signal: AbortSignal | undefined;
    const provider = new HttpChatProvider(BASE, async (_url, init) => {
      signal = init?.signal ?? undefined;
      return stream(event(wireMessage));
    });
    const seen: string[] = [];
    const subscription = provider.live(CONVERSATION).subscribe((message) => seen.push(message.text));
    await vi.waitFor(() => expect(seen).toEqual(['Hello!']));
    subscription.unsubscribe();
    expect(signal?.aborted).toBe(true);
  });

  it('reconnects after a drop with the last event’s id and the secret, however often a stream that opened drops', async () => {
    let connections = 0;
    const doFetch = vi.fn<typeof fetch>(async () => {
      connections += 1;
      return stream(event({ ...wireMessage, id: `m${connections}`, text: `drop ${connections}` }));
    });
    const provider = new HttpChatProvider(BASE, doFetch, undefined, 1);
    const texts = await firstValueFrom(provider.live(CONVERSATION).pipe(take(6), toArray()));
    expect(texts.map(({ text }) => text)).toEqual(['drop 1', 'drop 2', 'drop 3', 'drop 4', 'drop 5', 'drop 6']);
    const second = headersOf(doFetch.mock.calls[1]?.[1]);
    expect(second.get('Last-Event-ID')).toBe('m1');
    expect(second.get('Authorization')).toBe(`Bearer ${SECRET}`);
  });

  it('ends the live stream as unavailable once the provider cannot be reached three times over, and at once for an unknown conversation', async () => {
    const down = vi.fn<typeof fetch>(async () => json(503, { message: 'The chat is unavailable right now.' }));
    expect(await failureOf(firstValueFrom(new HttpChatProvider(BASE, down, undefined, 1).live(CONVERSATION)))).toBe('unavailable');
    expect(down).toHaveBeenCalledTimes(4);
    const gone = vi.fn<typeof fetch>(async () => json(404, { message: 'This conversation does not exist.' }));
    expect(await failureOf(firstValueFrom(new HttpChatProvider(BASE, gone, undefined, 1).live(CONVERSATION)))).toBe('unknown-conversation');
    expect(gone).toHaveBeenCalledTimes(1);
  });
});
