import { catchError, concatMap, defer, from, map, Observable, of, retry, switchMap, throwError, timer } from 'rxjs';
import type { z } from 'zod/mini';
import type { ChatMessageWire } from '../../../contracts/chat';
import type { ChatConversation, ChatFailure, ChatProvider } from '../../application/chat/chat-provider.port';
import { ChatProviderError } from '../../application/chat/chat-provider.port';
import type { Logger } from '../../application/shell/logger.port';
import type { ChatAuthor, ChatMessage } from '../../domain/chat/chat-message';
import { fetchJson, HttpStatusError } from '../http/fetch-json';
import type { LazySchema } from '../http/lazy-schema';
import { readWireAnswer } from '../http/wire-answer';
import { chatConversationSchema, chatMessageSchema, chatMessagesAnswerSchema, chatStatusSchema } from './chat.schemas';

/** The browser's EventSource, as far as the adapter uses it. */
export interface EventSourceLike {
  addEventListener(type: 'message', listener: (event: MessageEvent<string>) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
  close(): void;
  readonly readyState: number;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

/** The browser's EventSource where there is one (never on the server: the chat is browser-only). */
export const browserEventSource = (): EventSourceFactory | null => {
  const EventSourceClass = (globalThis as { EventSource?: new (url: string) => EventSourceLike }).EventSource;
  return EventSourceClass ? (url) => new EventSourceClass(url) : null;
};

/** EventSource's readyState once it gave up (an answer that is not a stream: a 404, a 503). */
const CLOSED = 2;
/** How long a stream read without EventSource waits before reconnecting. */
const RECONNECT_MS = 2_000;

const failureOf = (error: unknown): ChatFailure => {
  if (error instanceof HttpStatusError) {
    if (error.status === 404) return 'unknown-conversation';
    if (error.status === 400) return 'refused';
  }
  return 'unavailable';
};

const toMessage = ({ id, from, text, sentAt }: ChatMessageWire): ChatMessage => ({ id, from, text, sentAt });

/**
 * The chat provider over HTTP (the stand-in on the mock backend at `/chat`, reached through the storefront's own
 * origin in the browser): JSON calls read through the chat contract, and the live stream by server-sent events —
 * the browser's EventSource, or, where there is none (tests in Node), the same stream read with fetch.
 */
export class HttpChatProvider implements ChatProvider {
  constructor(
    private readonly baseUrl: string,
    private readonly doFetch: typeof fetch,
    private readonly eventSource: EventSourceFactory | null,
    private readonly logger?: Logger,
  ) {}

  availability(): Observable<boolean> {
    return this.call(chatStatusSchema, 'chat status', `${this.baseUrl}/status`, { method: 'GET' }).pipe(
      map(({ available }) => available),
      catchError(() => of(false)),
    );
  }

  open(diamondId: string | null): Observable<ChatConversation> {
    return this.call(chatConversationSchema, 'chat open', `${this.baseUrl}/conversations`, { method: 'POST', body: diamondId ? { diamondId } : {} }).pipe(
      map(({ id, diamondId: about }) => ({ id, diamondId: about ?? null })),
    );
  }

  messages(conversationId: string): Observable<readonly ChatMessage[]> {
    return this.call(chatMessagesAnswerSchema, 'chat messages', this.messagesUrl(conversationId), { method: 'GET' }).pipe(map((messages) => messages.map(toMessage)));
  }

  send(conversationId: string, text: string, from: ChatAuthor = 'shopper'): Observable<ChatMessage> {
    return this.call(chatMessageSchema, 'chat send', this.messagesUrl(conversationId), { method: 'POST', body: { text, from } }).pipe(map(toMessage));
  }

  live(conversationId: string): Observable<ChatMessage> {
    const url = `${this.baseUrl}/conversations/${encodeURIComponent(conversationId)}/events`;
    const events = this.eventSource ? this.eventSourceEvents(url, this.eventSource) : this.fetchedEvents(url);
    return events.pipe(
      concatMap((data) => from(chatMessageSchema.load()).pipe(map((schema) => readWireAnswer(schema, 'chat event', JSON.parse(data), this.logger)))),
      map(toMessage),
    );
  }

  private messagesUrl(conversationId: string): string {
    return `${this.baseUrl}/conversations/${encodeURIComponent(conversationId)}/messages`;
  }

  private call<Schema extends z.ZodMiniType>(schema: LazySchema<Schema>, name: string, url: string, request: Parameters<typeof fetchJson>[2]) {
    return defer(() => from(schema.load())).pipe(
      switchMap((loaded) => fetchJson<unknown>(this.doFetch, url, request).pipe(map((answer) => readWireAnswer(loaded, name, answer, this.logger) as z.output<Schema>))),
      catchError((error: unknown) => throwError(() => new ChatProviderError(failureOf(error)))),
    );
  }

  /** The browser reconnects on its own after a dropped stream; a stream it gave up on is the provider down. */
  private eventSourceEvents(url: string, open: EventSourceFactory): Observable<string> {
    return new Observable<string>((subscriber) => {
      const source = open(url);
      source.addEventListener('message', (event) => subscriber.next(event.data));
      source.addEventListener('error', () => {
        if (source.readyState === CLOSED) subscriber.error(new ChatProviderError('unavailable'));
      });
      return () => source.close();
    });
  }

  /** The same stream read with fetch, reconnecting after a drop (with the last event's id, as EventSource does). */
  private fetchedEvents(url: string): Observable<string> {
    let lastEventId: string | null = null;
    const once = new Observable<string>((subscriber) => {
      const abort = new AbortController();
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      if (lastEventId) headers['Last-Event-ID'] = lastEventId;
      this.doFetch(url, { headers, signal: abort.signal })
        .then(async (response) => {
          if (!response.ok || !response.body) throw new ChatProviderError(response.status === 404 ? 'unknown-conversation' : 'unavailable');
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
    return once.pipe(retry({ count: 3, delay: (error: unknown) => (error instanceof ChatProviderError && error.failure === 'unknown-conversation' ? throwError(() => error) : timer(RECONNECT_MS)), resetOnSuccess: true }));
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
