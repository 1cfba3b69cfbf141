import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatMessageSchema, chatMessagesAnswerSchema, chatOpenAnswerSchema } from '../../contracts/chat';
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

const CONSOLE_TOKEN = 'console-token-for-tests';

describe('the chat provider: /chat', () => {
  let mock: TestServer;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 10, control: true, chatConsoleToken: CONSOLE_TOKEN });
  });
  afterAll(() => mock.close());
  beforeEach(async () => {
    await fetch(`${mock.url}/__control/reset`, { method: 'POST' });
  });

  const withSecret = (secret: string) => ({ Authorization: `Bearer ${secret}` });
  const open = async (body: unknown = {}) => {
    const response = await postJson(`${mock.url}/chat/conversations`, body);
    return { status: response.status, body: (await response.json()) as { id: string; secret: string; diamondId?: string | null } };
  };
  const send = async (conversation: { id: string; secret: string }, body: unknown) => {
    const response = await fetch(`${mock.url}/chat/conversations/${conversation.id}/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...withSecret(conversation.secret) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const answerAsExpert = (id: string, text: string) =>
    fetch(`${mock.url}/chat/console/conversations/${id}/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${CONSOLE_TOKEN}` },
      body: JSON.stringify({ text }),
    });
  const consoleList = async () => (await (await fetch(`${mock.url}/chat/console/conversations`, { headers: { Authorization: `Bearer ${CONSOLE_TOKEN}` } })).json()) as { id: string }[];

  it('opens a conversation about a diamond, keeps its messages in order and lists it for the console', async () => {
    const opened = await open({ diamondId: 'LD42' });
    expect(opened.status).toBe(201);
    expect(chatOpenAnswerSchema.parse(opened.body)).toMatchObject({ diamondId: 'LD42' });
    expect((await send(opened.body, { text: 'Is it eye-clean?' })).status).toBe(201);
    const answered = await answerAsExpert(opened.body.id, 'Yes it is.');
    expect(answered.status).toBe(201);
    expect(chatMessageSchema.parse(await answered.json())).toMatchObject({ conversationId: opened.body.id, from: 'agent', text: 'Yes it is.' });
    const listed = await fetch(`${mock.url}/chat/conversations/${opened.body.id}/messages`, { headers: withSecret(opened.body.secret) });
    expect(chatMessagesAnswerSchema.parse(await listed.json()).map(({ from, text }) => [from, text])).toEqual([
      ['shopper', 'Is it eye-clean?'],
      ['agent', 'Yes it is.'],
    ]);
    expect((await consoleList()).map(({ id }) => id)).toEqual([opened.body.id]);
  });

  it('opens a conversation about nothing in particular', async () => {
    const opened = await open({});
    expect(opened.status).toBe(201);
    expect(opened.body.diamondId).toBeNull();
  });

  it('refuses an empty or too long message, a named author, and a bad opening, with a 400', async () => {
    const { body } = await open();
    expect((await send(body, { text: '' })).status).toBe(400);
    expect((await send(body, { text: 'x'.repeat(2001) })).status).toBe(400);
    expect((await send(body, { text: 'x'.repeat(2000) })).status).toBe(201);
    expect((await send(body, { text: 'hi', from: 'robot' })).status).toBe(400);
    expect((await open({ diamondId: 'x'.repeat(65) })).status).toBe(400);
    expect((await open({ diamondId: 'LD1', extra: true })).status).toBe(400);
  });

  it('answers 404 for an unknown conversation, on every route', async () => {
    const { body } = await open();
    const unknown = { id: 'nope', secret: body.secret };
    expect((await send(unknown, { text: 'hi' })).status).toBe(404);
    expect((await fetch(`${mock.url}/chat/conversations/nope/messages`, { headers: withSecret(body.secret) })).status).toBe(404);
    const events = await fetch(`${mock.url}/chat/conversations/nope/events`, { headers: withSecret(body.secret) });
    expect(events.status).toBe(404);
    expect(await events.json()).toMatchObject({ message: 'This conversation does not exist.' });
    expect((await answerAsExpert('nope', 'hi')).status).toBe(404);
  });

  it('streams each new message as a server-sent event, after a first comment line', async () => {
    const { body } = await open({ diamondId: 'LD7' });
    const stream = await fetch(`${mock.url}/chat/conversations/${body.id}/events`, { headers: withSecret(body.secret) });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toContain('no-transform');
    const reading = readEvents(stream, 2);
    await send(body, { text: 'Hello' });
    await answerAsExpert(body.id, 'Hello, how can I help?');
    const { events, comments } = await reading;
    expect(comments).toContain('connected');
    expect(events.map((event) => chatMessageSchema.parse(event).text)).toEqual(['Hello', 'Hello, how can I help?']);
  });

  it('sends a reconnecting stream the messages it missed (Last-Event-ID)', async () => {
    const { body } = await open();
    const first = (await send(body, { text: 'one' })).body;
    await answerAsExpert(body.id, 'two');
    const stream = await fetch(`${mock.url}/chat/conversations/${body.id}/events`, { headers: { ...withSecret(body.secret), 'Last-Event-ID': String(first.id) } });
    const { events } = await readEvents(stream, 1);
    expect(events.map((event) => chatMessageSchema.parse(event).text)).toEqual(['two']);
  });

  it('answers 503 on every route while the provider is down, and comes back', async () => {
    const { body } = await open();
    const down = await fetch(`${mock.url}/__control/chat`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ available: false }) });
    expect(await down.json()).toEqual({ available: false });
    expect(await (await fetch(`${mock.url}/chat/status`)).json()).toEqual({ available: false });
    expect((await open()).status).toBe(503);
    expect((await send(body, { text: 'hi' })).status).toBe(503);
    const refused = await fetch(`${mock.url}/chat/conversations/${body.id}/messages`, { headers: withSecret(body.secret) });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ message: 'The chat is unavailable right now.' });
    expect((await answerAsExpert(body.id, 'hi')).status).toBe(503);
    expect((await fetch(`${mock.url}/chat/console`)).status).toBe(200);
    await fetch(`${mock.url}/__control/chat`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ available: true }) });
    expect((await open()).status).toBe(201);
    expect(await (await fetch(`${mock.url}/chat/status`)).json()).toEqual({ available: true });
  });

  it('forgets every conversation on a control reset', async () => {
    const { body } = await open();
    await fetch(`${mock.url}/__control/reset`, { method: 'POST' });
    expect((await fetch(`${mock.url}/chat/conversations/${body.id}/messages`, { headers: withSecret(body.secret) })).status).toBe(404);
    expect(await consoleList()).toEqual([]);
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
