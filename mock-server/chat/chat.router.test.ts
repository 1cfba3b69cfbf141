import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatConversationSchema, chatMessageSchema, chatMessagesAnswerSchema } from '../../contracts/chat';
import { postJson, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { checkAnswersAgainstContracts } from '../test/contract-answers';

checkAnswersAgainstContracts();

/** Reads server-sent events from a stream until `count` events named `message` arrived. */
async function readEvents(response: Response, count: number): Promise<{ events: unknown[]; comments: string[] }> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: unknown[] = [];
  const comments: string[] = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n');
      for (const line of lines) if (line.startsWith(':')) comments.push(line.slice(1).trim());
      if (lines.includes('event: message')) events.push(JSON.parse(lines.find((line) => line.startsWith('data: '))!.slice(6)));
    }
  }
  await reader.cancel();
  return { events, comments };
}

describe('the chat provider: /chat', () => {
  let mock: TestServer;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 10, control: true });
  });
  afterAll(() => mock.close());
  beforeEach(async () => {
    await fetch(`${mock.url}/__control/reset`, { method: 'POST' });
  });

  const open = async (body: unknown = {}) => {
    const response = await postJson(`${mock.url}/chat/conversations`, body);
    return { status: response.status, body: (await response.json()) as { id: string; diamondId?: string | null } };
  };
  const send = async (id: string, body: unknown) => {
    const response = await postJson(`${mock.url}/chat/conversations/${id}/messages`, body);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('opens a conversation about a diamond, keeps its messages in order and lists it for the console', async () => {
    const opened = await open({ diamondId: 'LD42' });
    expect(opened.status).toBe(201);
    expect(chatConversationSchema.parse(opened.body)).toMatchObject({ diamondId: 'LD42' });
    expect((await send(opened.body.id, { text: 'Is it eye-clean?', from: 'shopper' })).status).toBe(201);
    const answered = await send(opened.body.id, { text: 'Yes it is.', from: 'agent' });
    expect(chatMessageSchema.parse(answered.body)).toMatchObject({ conversationId: opened.body.id, from: 'agent', text: 'Yes it is.' });
    const listed = await fetch(`${mock.url}/chat/conversations/${opened.body.id}/messages`);
    expect(chatMessagesAnswerSchema.parse(await listed.json()).map(({ from, text }) => [from, text])).toEqual([
      ['shopper', 'Is it eye-clean?'],
      ['agent', 'Yes it is.'],
    ]);
    const conversations = (await (await fetch(`${mock.url}/chat/conversations`)).json()) as { id: string }[];
    expect(conversations.map(({ id }) => id)).toEqual([opened.body.id]);
  });

  it('opens a conversation about nothing in particular', async () => {
    const opened = await open({});
    expect(opened.status).toBe(201);
    expect(opened.body.diamondId).toBeNull();
  });

  it('refuses an empty or too long message, an unknown author, and a bad opening, with a 400', async () => {
    const { body } = await open();
    expect((await send(body.id, { text: '', from: 'shopper' })).status).toBe(400);
    expect((await send(body.id, { text: 'x'.repeat(2001), from: 'shopper' })).status).toBe(400);
    expect((await send(body.id, { text: 'x'.repeat(2000), from: 'shopper' })).status).toBe(201);
    expect((await send(body.id, { text: 'hi', from: 'robot' })).status).toBe(400);
    expect((await open({ diamondId: 'x'.repeat(65) })).status).toBe(400);
    expect((await open({ diamondId: 'LD1', extra: true })).status).toBe(400);
  });

  it('answers 404 for an unknown conversation, on every route', async () => {
    expect((await send('nope', { text: 'hi', from: 'shopper' })).status).toBe(404);
    expect((await fetch(`${mock.url}/chat/conversations/nope/messages`)).status).toBe(404);
    const events = await fetch(`${mock.url}/chat/conversations/nope/events`);
    expect(events.status).toBe(404);
    expect(await events.json()).toMatchObject({ message: 'This conversation does not exist.' });
  });

  it('streams each new message as a server-sent event, after a first comment line', async () => {
    const { body } = await open({ diamondId: 'LD7' });
    const stream = await fetch(`${mock.url}/chat/conversations/${body.id}/events`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toContain('no-transform');
    const reading = readEvents(stream, 2);
    await send(body.id, { text: 'Hello', from: 'shopper' });
    await send(body.id, { text: 'Hello, how can I help?', from: 'agent' });
    const { events, comments } = await reading;
    expect(comments).toContain('connected');
    expect(events.map((event) => chatMessageSchema.parse(event).text)).toEqual(['Hello', 'Hello, how can I help?']);
  });

  it('sends a reconnecting stream the messages it missed (Last-Event-ID)', async () => {
    const { body } = await open();
    const first = (await send(body.id, { text: 'one', from: 'shopper' })).body;
    await send(body.id, { text: 'two', from: 'agent' });
    const stream = await fetch(`${mock.url}/chat/conversations/${body.id}/events`, { headers: { 'Last-Event-ID': String(first.id) } });
    const { events } = await readEvents(stream, 1);
    expect(events.map((event) => chatMessageSchema.parse(event).text)).toEqual(['two']);
  });

  it('answers 503 on every route while the provider is down, and comes back', async () => {
    const { body } = await open();
    const down = await fetch(`${mock.url}/__control/chat`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ available: false }) });
    expect(await down.json()).toEqual({ available: false });
    expect(await (await fetch(`${mock.url}/chat/status`)).json()).toEqual({ available: false });
    expect((await open()).status).toBe(503);
    expect((await send(body.id, { text: 'hi', from: 'shopper' })).status).toBe(503);
    const refused = await fetch(`${mock.url}/chat/conversations/${body.id}/messages`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ message: 'The chat is unavailable right now.' });
    expect((await fetch(`${mock.url}/chat/console`)).status).toBe(200);
    await fetch(`${mock.url}/__control/chat`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ available: true }) });
    expect((await open()).status).toBe(201);
    expect(await (await fetch(`${mock.url}/chat/status`)).json()).toEqual({ available: true });
  });

  it('forgets every conversation on a control reset', async () => {
    const { body } = await open();
    await fetch(`${mock.url}/__control/reset`, { method: 'POST' });
    expect((await fetch(`${mock.url}/chat/conversations/${body.id}/messages`)).status).toBe(404);
  });

  it('serves the agent console as a self-contained page with a strict CSP that lets it reach its own origin', async () => {
    const response = await fetch(`${mock.url}/chat/console`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*connect-src 'self'/);
    const html = await response.text();
    expect(html).toContain('Answer as the agent');
    expect(html).not.toContain('innerHTML');
  });
});
