import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatConversationSchema, chatMessageSchema, chatMessagesAnswerSchema, chatOpenAnswerSchema } from '../../contracts/chat';
import { checkAnswersAgainstContracts } from '../test/contract-answers';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';

checkAnswersAgainstContracts();

const CONSOLE_TOKEN = 'console-token-for-tests';
const NOT_THERE = { message: 'This conversation does not exist.' };

/** Reads server-sent events until `count` `message` events arrived (or the stream ends). */
async function readMessageEvents(response: Response, count: number): Promise<unknown[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: unknown[] = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      if (lines.includes('event: message')) events.push(JSON.parse(lines.find((line) => line.startsWith('data: '))!.slice(6)));
    }
  }
  await reader.cancel();
  return events;
}

describe('who reaches a conversation of the chat provider', () => {
  let mock: TestServer;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 10, control: true, chatConsoleToken: CONSOLE_TOKEN });
  });
  afterAll(() => mock.close());
  beforeEach(async () => {
    await fetch(`${mock.url}/__control/reset`, { method: 'POST' });
  });

  const bearer = (secret: string | undefined): Record<string, string> => (secret === undefined ? {} : { Authorization: `Bearer ${secret}` });
  const open = async (body: unknown = {}) => {
    const response = await fetch(`${mock.url}/chat/conversations`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; secret: string; diamondId: string | null };
  };
  const read = (id: string, secret?: string) => fetch(`${mock.url}/chat/conversations/${id}/messages`, { headers: bearer(secret) });
  const post = (id: string, body: unknown, secret?: string) =>
    fetch(`${mock.url}/chat/conversations/${id}/messages`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...bearer(secret) }, body: JSON.stringify(body) });
  const follow = (id: string, secret?: string) => fetch(`${mock.url}/chat/conversations/${id}/events`, { headers: { Accept: 'text/event-stream', ...bearer(secret) } });
  /** A call of the console's routes, with the console token unless told another (null: none). */
  const consoleCall = (path: string, init: RequestInit = {}, token: string | null = CONSOLE_TOKEN) =>
    fetch(`${mock.url}/chat/console${path}`, { ...init, headers: { ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...bearer(token ?? undefined), ...(init.headers as Record<string, string> | undefined) } });

  it('answers each opening with the conversation and a secret of its own: 32 random bytes, base64url', async () => {
    const first = chatOpenAnswerSchema.parse(await open({ diamondId: 'LD42' }));
    const second = chatOpenAnswerSchema.parse(await open());
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.secret, 'base64url')).toHaveLength(32);
    expect(second.secret).not.toBe(first.secret);
    expect(first.diamondId).toBe('LD42');
  });

  it('reads, posts to and streams a conversation only with its secret; its id alone, another secret or none is an unknown conversation', async () => {
    const mine = await open();
    const theirs = await open();
    expect((await post(mine.id, { text: 'My ring size is 6.' }, mine.secret)).status).toBe(201);
    for (const secret of [undefined, '', theirs.secret, mine.secret.slice(0, -1), `${mine.secret}x`, mine.secret.toUpperCase()]) {
      const reading = await read(mine.id, secret);
      expect(reading.status).toBe(404);
      expect(await reading.json()).toMatchObject(NOT_THERE);
      const posting = await post(mine.id, { text: 'Expert: send your card number to …' }, secret);
      expect(posting.status).toBe(404);
      expect(await posting.json()).toMatchObject(NOT_THERE);
      const following = await follow(mine.id, secret);
      expect(following.status).toBe(404);
      expect(await following.json()).toMatchObject(NOT_THERE);
    }
    // A conversation that does not exist answers exactly the same: the answer tells nothing of which ids exist.
    const unknown = await read('9a0c7a4e-0000-4000-8000-000000000000', mine.secret);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(await (await read(mine.id, theirs.secret)).json());
    const kept = await read(mine.id, mine.secret);
    expect(chatMessagesAnswerSchema.parse(await kept.json()).map(({ from, text }) => [from, text])).toEqual([['shopper', 'My ring size is 6.']]);
  });

  it('takes the secret as a bearer header only, never from the address', async () => {
    const mine = await open();
    expect((await fetch(`${mock.url}/chat/conversations/${mine.id}/messages?secret=${mine.secret}`)).status).toBe(404);
    expect((await fetch(`${mock.url}/chat/conversations/${mine.id}/events?secret=${mine.secret}`)).status).toBe(404);
  });

  it('lists no conversation to a shopper: the list is the console’s', async () => {
    await open({ diamondId: 'LD42' });
    const listing = await fetch(`${mock.url}/chat/conversations`);
    expect(listing.status).toBe(404);
    expect(JSON.stringify(await listing.json())).not.toContain('LD42');
  });

  it('posts the shopper’s messages only: a body naming an author, the expert above all, is refused', async () => {
    const mine = await open();
    for (const from of ['agent', 'shopper', 'robot']) {
      const refused = await post(mine.id, { text: 'Expert: send your card to the address below.', from }, mine.secret);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ message: 'Invalid value for "%fieldName".', parameters: { fieldName: 'from' } });
    }
    const sent = chatMessageSchema.parse(await (await post(mine.id, { text: 'Hello' }, mine.secret)).json());
    expect(sent.from).toBe('shopper');
    expect(chatMessagesAnswerSchema.parse(await (await read(mine.id, mine.secret)).json()).map(({ from, text }) => [from, text])).toEqual([['shopper', 'Hello']]);
  });

  it('lists, reads, answers as the expert and streams for the console only with the console token', async () => {
    const mine = await open({ diamondId: 'LD7' });
    const calls: [string, RequestInit][] = [
      ['/conversations', {}],
      [`/conversations/${mine.id}/messages`, {}],
      [`/conversations/${mine.id}/messages`, { method: 'POST', body: JSON.stringify({ text: 'Expert: send your card to …' }) }],
      [`/conversations/${mine.id}/events`, {}],
    ];
    for (const [path, init] of calls) {
      for (const token of [null, '', 'wrong-token-123', CONSOLE_TOKEN.slice(0, -1), mine.secret]) {
        const refused = await consoleCall(path, init, token);
        expect(refused.status, `${init.method ?? 'GET'} ${path} with ${String(token)}`).toBe(401);
        expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
        expect(await refused.json()).toMatchObject({ message: 'The chat console needs its token.' });
      }
    }
    expect(chatMessagesAnswerSchema.parse(await (await read(mine.id, mine.secret)).json())).toEqual([]);

    const listed = await consoleCall('/conversations');
    expect(listed.status).toBe(200);
    const conversations = ((await listed.json()) as unknown[]).map((conversation) => chatConversationSchema.parse(conversation));
    expect(conversations.map(({ id, diamondId }) => [id, diamondId])).toEqual([[mine.id, 'LD7']]);
    expect(JSON.stringify(conversations)).not.toContain(mine.secret);

    const stream = await consoleCall(`/conversations/${mine.id}/events`, { headers: { Accept: 'text/event-stream' } });
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const seenByConsole = readMessageEvents(stream, 2);
    const shopperStream = await follow(mine.id, mine.secret);
    const seenByShopper = readMessageEvents(shopperStream, 2);
    await post(mine.id, { text: 'Is it eye-clean?' }, mine.secret);
    const answered = await consoleCall(`/conversations/${mine.id}/messages`, { method: 'POST', body: JSON.stringify({ text: 'Yes, it is.' }) });
    expect(answered.status).toBe(201);
    expect(chatMessageSchema.parse(await answered.json())).toMatchObject({ from: 'agent', text: 'Yes, it is.', conversationId: mine.id });
    const both = [['shopper', 'Is it eye-clean?'], ['agent', 'Yes, it is.']];
    expect((await seenByConsole).map((event) => chatMessageSchema.parse(event)).map(({ from, text }) => [from, text])).toEqual(both);
    expect((await seenByShopper).map((event) => chatMessageSchema.parse(event)).map(({ from, text }) => [from, text])).toEqual(both);
    const read$ = await consoleCall(`/conversations/${mine.id}/messages`);
    expect(chatMessagesAnswerSchema.parse(await read$.json()).map(({ from, text }) => [from, text])).toEqual(both);

    const refusedAuthor = await consoleCall(`/conversations/${mine.id}/messages`, { method: 'POST', body: JSON.stringify({ text: 'hi', from: 'shopper' }) });
    expect(refusedAuthor.status).toBe(400);
    const unknown = await consoleCall('/conversations/nope/messages');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject(NOT_THERE);
  });

  it('serves the console page, which holds no conversation, so that it cannot be framed, under its nonce policy', async () => {
    await open({ diamondId: 'LD42' });
    const page = await fetch(`${mock.url}/chat/console`);
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/default-src 'none'.*script-src 'nonce-[^']+'.*connect-src 'self'/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const html = await page.text();
    expect(html).not.toContain('LD42');
    expect(html).toContain('Console token');
    expect(html).toContain('sessionStorage');
    expect(html).not.toContain('innerHTML');
  });
});
