import { Router } from 'express';
import type { Request, RequestHandler, Response } from 'express';
import { CHAT_MESSAGE_EVENT, chatOpenRequestSchema, chatSendRequestSchema } from '../../contracts/chat';
import type { ChatMessageWire } from '../../contracts/chat';
import type { z } from 'zod/mini';
import type { ServerContext } from '../app/server-context';
import { bearerToken } from '../http/bearer-token';
import { HttpError } from '../http/http-error';
import { providerPagePolicy, sendProviderPage } from '../http/provider-page';
import { chatDesk, matchesDigest, secretDigest } from './chat-desk';
import type { ChatDesk, DeskConversation } from './chat-desk';
import { chatConsolePage } from './chat-console-page';
import { clientAddressOf, clientKey } from './opening-throttle';

/** How often an open event stream gets a comment line, so that proxies keep it open and a dead client is noticed. */
export const HEARTBEAT_MS = 15_000;

/**
 * The stand-in chat provider, mounted at `/chat`. The shopper's panel opens a conversation (about a diamond or not)
 * and gets its secret; with that secret as bearer token it sends and lists the shopper's messages and follows new
 * ones live by server-sent events. The experts' console (`GET /chat/console`, a page) works through routes of its own
 * under `/chat/console/`, which need the console token printed by the mock at start: it lists every conversation,
 * reads any, answers as the expert and follows one live. No shopper route lists conversations or writes as the
 * expert. With the provider down (`PUT /__control/chat`), every route but the console's page and `GET /chat/status`
 * answers 503.
 */
export function createChatRouter(context: Pick<ServerContext, 'store' | 'now' | 'config'>): Router {
  const desk = chatDesk(context);
  const consoleToken = secretDigest(context.config.chatConsoleToken);
  const router = Router();

  router.get('/console', (_req, res) => {
    const { nonce, csp } = providerPagePolicy();
    sendProviderPage(res, { html: chatConsolePage(nonce), csp, framing: 'none' });
  });

  router.get('/status', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ available: desk.available });
  });

  router.use((_req, _res, next) => {
    if (!desk.available) throw new HttpError(503, 'The chat is unavailable right now.', [], { 'Retry-After': '30' });
    next();
  });

  // The shopper's routes: one conversation, reached with its secret.

  router.post('/conversations', (req, res) => {
    const { diamondId } = readBody(chatOpenRequestSchema, req.body);
    const opening = desk.open(clientKey(clientAddressOf(req.socket.remoteAddress, req.get('X-Forwarded-For'))), diamondId);
    if ('refused' in opening) {
      const wait = { 'Retry-After': String(opening.retryAfterSeconds), 'Cache-Control': 'no-store' };
      if (opening.refused === 'too-many') throw new HttpError(429, 'Too many conversations were opened from your address. Try again in %1 seconds.', [String(opening.retryAfterSeconds)], wait);
      throw new HttpError(503, 'The chat is busy right now. Try again in a few minutes.', [], wait);
    }
    res.status(201).set('Cache-Control', 'no-store').json(opening.opened);
  });

  const shoppersConversation = (req: Request): DeskConversation => {
    const conversation = desk.reach(conversationId(req), bearerToken(req));
    if (!conversation) throw unknownConversation();
    return conversation;
  };

  router.get('/conversations/:id/messages', (req, res) => {
    res.set('Cache-Control', 'no-store').json(desk.messages(shoppersConversation(req)));
  });

  router.post('/conversations/:id/messages', (req, res) => {
    const conversation = shoppersConversation(req);
    const { text } = readBody(chatSendRequestSchema, req.body);
    res.status(201).set('Cache-Control', 'no-store').json(posted(desk, conversation, 'shopper', text));
  });

  router.get('/conversations/:id/events', (req, res) => streamEvents(desk, shoppersConversation(req), req, res));

  // The console's routes: every conversation, for whoever holds the console token.

  const consoleOnly: RequestHandler = (req, _res, next) => {
    const token = bearerToken(req);
    if (!token || !matchesDigest(token, consoleToken)) {
      throw new HttpError(401, 'The chat console needs its token.', [], { 'WWW-Authenticate': 'Bearer realm="chat console"', 'Cache-Control': 'no-store' });
    }
    next();
  };
  const anyConversation = (req: Request): DeskConversation => {
    const conversation = desk.consoleReach(conversationId(req));
    if (!conversation) throw unknownConversation();
    return conversation;
  };

  router.get('/console/conversations', consoleOnly, (_req, res) => {
    res.set('Cache-Control', 'no-store').json(desk.list());
  });

  router.get('/console/conversations/:id/messages', consoleOnly, (req, res) => {
    res.set('Cache-Control', 'no-store').json(desk.messages(anyConversation(req)));
  });

  router.post('/console/conversations/:id/messages', consoleOnly, (req, res) => {
    const conversation = anyConversation(req);
    const { text } = readBody(chatSendRequestSchema, req.body);
    res.status(201).set('Cache-Control', 'no-store').json(posted(desk, conversation, 'agent', text));
  });

  router.get('/console/conversations/:id/events', consoleOnly, (req, res) => streamEvents(desk, anyConversation(req), req, res));

  return router;
}

function posted(desk: ChatDesk, conversation: DeskConversation, from: ChatMessageWire['from'], text: string): ChatMessageWire {
  const message = desk.post(conversation, from, text);
  if (message === 'full') throw new HttpError(400, 'The conversation is full. Start a new one.');
  return message;
}

/** The body read through its contract; a 400 naming the first field wrong (never quoting what was sent). */
function readBody<Schema extends z.ZodMiniType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // A field the body may not have (an author, on a route that knows who writes) is named like a wrong one.
  const unexpected = issue && 'keys' in issue && Array.isArray(issue.keys) ? issue.keys.find((key): key is string => typeof key === 'string') : undefined;
  const field = unexpected ?? (issue?.path.filter((key) => typeof key === 'string').join('.') || 'body');
  throw new HttpError(400, 'Invalid value for "%fieldName".', { fieldName: field.slice(0, 100) });
}

const conversationId = (req: Request): string => req.params.id ?? '';
/** The same answer for a conversation that does not exist and for a wrong or missing secret: nothing tells them apart. */
const unknownConversation = () => new HttpError(404, 'This conversation does not exist.');

/**
 * `text/event-stream`: one `message` event per new message (its id the message's, so that a reconnecting client's
 * `Last-Event-ID` gets what it missed), and a comment line as heartbeat. `no-transform` keeps the gzip middleware
 * from buffering it. The secret or token travels in the `Authorization` header, as on every other route, never in
 * the address: the shop and the console read the stream with fetch, which can send headers (EventSource cannot), so
 * no secret lands in a request log, a proxy's log or the browser's history.
 */
function streamEvents(desk: ChatDesk, conversation: DeskConversation, req: Request, res: Response): void {
  const history = desk.messages(conversation);
  res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
  res.flushHeaders();
  const send = (message: ChatMessageWire) => res.write(`event: ${CHAT_MESSAGE_EVENT}\nid: ${message.id}\ndata: ${JSON.stringify(message)}\n\n`);
  res.write('retry: 2000\n: connected\n\n');
  const lastSeen = req.get('Last-Event-ID');
  const missedFrom = lastSeen ? history.findIndex((message) => message.id === lastSeen) + 1 : history.length;
  if (missedFrom > 0) for (const message of history.slice(missedFrom)) send(message);
  const stop = desk.listen(conversation, send);
  const heartbeat = setInterval(() => {
    if (!desk.available || !desk.holds(conversation)) res.end();
    else res.write(': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  res.on('close', () => {
    clearInterval(heartbeat);
    stop();
  });
}
