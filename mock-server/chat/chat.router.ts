import { Router } from 'express';
import type { Request, Response } from 'express';
import { CHAT_MESSAGE_EVENT, chatOpenRequestSchema, chatSendRequestSchema } from '../../contracts/chat';
import type { ChatMessageWire } from '../../contracts/chat';
import type { z } from 'zod/mini';
import type { ServerContext } from '../app/server-context';
import { HttpError } from '../http/http-error';
import { providerPagePolicy, sendProviderPage } from '../http/provider-page';
import { chatDesk } from './chat-desk';
import type { ChatDesk } from './chat-desk';
import { chatConsolePage } from './chat-console-page';

/** How often an open event stream gets a comment line, so that proxies keep it open and a dead client is noticed. */
export const HEARTBEAT_MS = 15_000;

/**
 * The stand-in chat provider, mounted at `/chat`: the shopper's panel opens a conversation (about a diamond or
 * not), sends and lists messages, and follows new ones live by server-sent events; the agent console
 * (`GET /chat/console`) lists the conversations and answers as the agent through the same routes. With the provider
 * down (`PUT /__control/chat`), every route but the console's page and `GET /chat/status` answers 503.
 */
export function createChatRouter(context: Pick<ServerContext, 'store' | 'now'>): Router {
  const desk = chatDesk(context);
  const router = Router();

  router.get('/console', (_req, res) => {
    const { nonce, csp } = providerPagePolicy();
    sendProviderPage(res, { html: chatConsolePage(nonce), csp });
  });

  router.get('/status', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ available: desk.available });
  });

  router.use((_req, _res, next) => {
    if (!desk.available) throw new HttpError(503, 'The chat is unavailable right now.', [], { 'Retry-After': '30' });
    next();
  });

  router.get('/conversations', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(desk.list());
  });

  router.post('/conversations', (req, res) => {
    const { diamondId } = readBody(chatOpenRequestSchema, req.body);
    res.status(201).set('Cache-Control', 'no-store').json(desk.open(diamondId));
  });

  router.get('/conversations/:id/messages', (req, res) => {
    const messages = desk.messages(conversationId(req));
    if (!messages) throw unknownConversation();
    res.set('Cache-Control', 'no-store').json(messages);
  });

  router.post('/conversations/:id/messages', (req, res) => {
    const { text, from } = readBody(chatSendRequestSchema, req.body);
    const posted = desk.post(conversationId(req), from, text);
    if (!posted) throw unknownConversation();
    if (posted === 'full') throw new HttpError(400, 'The conversation is full. Start a new one.');
    res.status(201).set('Cache-Control', 'no-store').json(posted);
  });

  router.get('/conversations/:id/events', (req, res) => streamEvents(desk, req, res));

  return router;
}

/** The body read through its contract; a 400 naming the first field wrong (never quoting what was sent). */
function readBody<Schema extends z.ZodMiniType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {});
  if (result.success) return result.data;
  const field = result.error.issues[0]?.path.filter((key) => typeof key === 'string').join('.') || 'body';
  throw new HttpError(400, 'Invalid value for "%fieldName".', { fieldName: field });
}

const conversationId = (req: Request): string => req.params.id ?? '';
const unknownConversation = () => new HttpError(404, 'This conversation does not exist.');

/**
 * `text/event-stream`: one `message` event per new message (its id the message's, so that a reconnecting
 * EventSource's `Last-Event-ID` gets what it missed), and a comment line as heartbeat. `no-transform` keeps the
 * gzip middleware from buffering it.
 */
function streamEvents(desk: ChatDesk, req: Request, res: Response): void {
  const id = conversationId(req);
  const history = desk.messages(id);
  if (!history) throw unknownConversation();
  res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
  res.flushHeaders();
  const send = (message: ChatMessageWire) => res.write(`event: ${CHAT_MESSAGE_EVENT}\nid: ${message.id}\ndata: ${JSON.stringify(message)}\n\n`);
  res.write('retry: 2000\n: connected\n\n');
  const lastSeen = req.get('Last-Event-ID');
  const missedFrom = lastSeen ? history.findIndex((message) => message.id === lastSeen) + 1 : history.length;
  if (missedFrom > 0) for (const message of history.slice(missedFrom)) send(message);
  const stop = desk.listen(id, send);
  const heartbeat = setInterval(() => {
    if (!desk.available) res.end();
    else res.write(': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  res.on('close', () => {
    clearInterval(heartbeat);
    stop?.();
  });
}
