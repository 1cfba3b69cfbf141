import { catchError, concatMap, defer, filter, from, map, Observable, of, retry, switchMap, throwError, timer } from 'rxjs';
import type { z } from 'zod/mini';
import type { ChatMessageWire } from '../../../contracts/chat';
import type { ChatConversation, ChatFailure, ChatProvider } from '../../application/chat/chat-provider.port';
import { ChatProviderError } from '../../application/chat/chat-provider.port';
import type { Logger } from '../../application/kernel/logger.port';
import type { ChatMessage } from '../../domain/chat/chat-message';
import { fetchJson, HttpStatusError } from '../http/fetch-json';
import type { LazySchema } from '../http/lazy-schema';
import { readWireAnswer } from '../http/wire-answer';
import { chatMessageSchema, chatMessagesAnswerSchema, chatOpenAnswerSchema, chatStatusSchema } from './chat.schemas';

/** How long the live stream waits before reconnecting after a drop. */
const RECONNECT_MS = 2_000;
/** Failed attempts in a row to reach the live stream before the provider counts as down; a stream that opened starts
 * the count again, so a stream dropped now and then (a proxy's idle timeout) is followed on and on. */
const RECONNECT_ATTEMPTS = 3;
/** What the stream's reading gives when the provider answered with a stream (and before any event). */
const CONNECTED = null;

/** A refusal read as the panel reads it; a 404 means `notFound` (an unknown conversation, or no chat where it was asked). */
const failureOf = (error: unknown, notFound: ChatFailure): ChatFailure => {
  if (error instanceof HttpStatusError) {
    if (error.status === 404) return notFound;
    if (error.status === 400) return 'refused';
  }
  return 'unavailable';
};

const toMessage = ({ id, from, text, sentAt }: ChatMessageWire): ChatMessage => ({ id, from, text, sentAt });

/** The conversation's secret, as every call on the conversation carries it. */
const authorization = ({ secret }: ChatConversation): Record<string, string> => ({ Authorization: `Bearer ${secret}` });

/**
 * The chat provider over HTTP (the stand-in on the mock backend at `/chat`, reached through the storefront's own
 * origin in the browser): JSON calls read through the chat contract, and the live stream by server-sent events. The
 * opening answers the conversation's secret; every later call sends it as a bearer header, the live stream's too. That
 * stream is read with fetch rather than the browser's EventSource, because EventSource cannot send a header, and a
 * secret in the stream's address would be written to every request log and proxy log on the way. Fetch also
 * reconnects here as EventSource would (after a drop, with the last event's id). A deployment that does not offer
 * chat (no `/chat` behind the shop: 404) reads as the provider down.
 */
export class HttpChatProvider implements ChatProvider {
  constructor(
    private readonly baseUrl: string,
    private readonly doFetch: typeof fetch,
    private readonly logger?: Logger,
    private readonly reconnectMs = RECONNECT_MS,
  ) {}

  availability(): Observable<boolean> {
    return this.call(chatStatusSchema, 'chat status', `${this.baseUrl}/status`, { method: 'GET' }, 'unavailable').pipe(
      map(({ available }) => available),
      catchError(() => of(false)),
    );
  }

  open(diamondId: string | null): Observable<ChatConversation> {
    // A 404 to an opening names no conversation: chat is not offered where the shop asked.
    return this.call(chatOpenAnswerSchema, 'chat open', `${this.baseUrl}/conversations`, { method: 'POST', body: diamondId ? { diamondId } : {} }, 'unavailable').pipe(
      map(({ id, diamondId: about, secret }) => ({ id, diamondId: about ?? null, secret })),
    );
  }

  messages(conversation: ChatConversation): Observable<readonly ChatMessage[]> {
    return this.call(chatMessagesAnswerSchema, 'chat messages', this.conversationUrl(conversation, 'messages'), { method: 'GET', headers: authorization(conversation) }, 'unknown-conversation').pipe(
      map((messages) => messages.map(toMessage)),
    );
  }

  send(conversation: ChatConversation, text: string): Observable<ChatMessage> {
    return this.call(chatMessageSchema, 'chat send', this.conversationUrl(conversation, 'messages'), { method: 'POST', body: { text }, headers: authorization(conversation) }, 'unknown-conversation').pipe(
      map(toMessage),
    );
  }

  live(conversation: ChatConversation): Observable<ChatMessage> {
    return this.events(this.conversationUrl(conversation, 'events'), authorization(conversation)).pipe(
      concatMap((data) => from(chatMessageSchema.load()).pipe(map((schema) => readWireAnswer(schema, 'chat event', JSON.parse(data), this.logger)))),
      map(toMessage),
    );
  }

  private conversationUrl({ id }: ChatConversation, what: 'messages' | 'events'): string {
    return `${this.baseUrl}/conversations/${encodeURIComponent(id)}/${what}`;
  }

  private call<Schema extends z.ZodMiniType>(schema: LazySchema<Schema>, name: string, url: string, request: Parameters<typeof fetchJson>[2], notFound: ChatFailure) {
    return defer(() => from(schema.load())).pipe(
      switchMap((loaded) => fetchJson<unknown>(this.doFetch, url, request).pipe(map((answer) => readWireAnswer(loaded, name, answer, this.logger) as z.output<Schema>))),
      catchError((error: unknown) => throwError(() => new ChatProviderError(failureOf(error, notFound)))),
    );
  }

  /** The stream's `message` events' data, reconnecting after a drop with the last event's id, as EventSource does. */
  private events(url: string, headers: Record<string, string>): Observable<string> {
    let lastEventId: string | null = null;
    const once = new Observable<string | typeof CONNECTED>((subscriber) => {
      const abort = new AbortController();
      this.doFetch(url, { headers: { ...headers, Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) }, signal: abort.signal })
        .then(async (response) => {
          if (!response.ok || !response.body) throw new ChatProviderError(response.status === 404 ? 'unknown-conversation' : 'unavailable');
          subscriber.next(CONNECTED);
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += value;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const event = readEvent(buffer.slice(0, end));
              buffer = buffer.slice(end + 2);
              if (event.id) lastEventId = event.id;
              if (event.type === 'message' && event.data !== null) subscriber.next(event.data);
            }
          }
          subscriber.error(new ChatProviderError('unavailable'));
        })
        .catch((error: unknown) => {
          if (!abort.signal.aborted) subscriber.error(error instanceof ChatProviderError ? error : new ChatProviderError('unavailable'));
        });
      return () => abort.abort();
    });
    return once.pipe(
      retry({
        count: RECONNECT_ATTEMPTS,
        delay: (error: unknown) => (error instanceof ChatProviderError && error.failure === 'unknown-conversation' ? throwError(() => error) : timer(this.reconnectMs)),
        resetOnSuccess: true,
      }),
      filter((data): data is string => data !== CONNECTED),
    );
  }
}

/** One server-sent event block: its type (`message` by default), id and data; comment lines are skipped. */
function readEvent(block: string): { type: string; id: string | null; data: string | null } {
  let type = 'message';
  let id: string | null = null;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') type = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  return { type, id, data: data.length > 0 ? data.join('\n') : null };
}
