import { catchError, map, merge, of, Subscription, switchMap, throwError, timeout } from 'rxjs';
import type { Observable } from 'rxjs';
import { checkChatMessage, mergeChatMessages } from '../../domain/chat/chat-message';
import type { ChatMessage } from '../../domain/chat/chat-message';
import type { DiamondId } from '../../domain/diamond/diamond';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { Destination } from '../kernel/destination';
import { PresentationModel } from '../kernel/presentation-model';
import type { Scheduler } from '../kernel/scheduler.port';
import type { ChatMemory } from './chat-memory.port';
import { ChatProviderError } from './chat-provider.port';
import type { ChatConversation, ChatProvider } from './chat-provider.port';

/** How long the panel waits for the provider to open a conversation before it says chat is unavailable. */
export const CHAT_CONNECT_TIMEOUT_MS = 10_000;

/** Where a shopper goes when chat is unavailable: the contact form. */
export const CHAT_FALLBACK: Destination = { to: '/contact-us' };

export type ChatStatus = 'closed' | 'connecting' | 'ready' | 'unavailable';

export interface ChatState {
  readonly opened: boolean;
  readonly status: ChatStatus;
  /** The conversation shown (kept after closing, until the panel opens on another). */
  readonly conversation: ChatConversation | null;
  /** Oldest first; the shopper's and the expert's. */
  readonly messages: readonly ChatMessage[];
  readonly draft: string;
  readonly sending: boolean;
  /** Why the last send failed or was refused, from the error catalogue. */
  readonly error: string | null;
  /** What chat offers instead while it is unavailable: the contact form. */
  readonly fallback: Destination | null;
}

const INITIAL: ChatState = { opened: false, status: 'closed', conversation: null, messages: [], draft: '', sending: false, error: null, fallback: null };

const failureOf = (error: unknown) => (error instanceof ChatProviderError ? error.failure : 'unavailable');

/**
 * The shopper's chat panel: opened from the footer or from a diamond ('Chat with an expert', carrying its id), it
 * resumes the conversation kept in the browser (a reopened panel, a reloaded page) or starts one, shows its messages
 * and the expert's answers as they arrive, and sends the shopper's. With the provider down it says chat is
 * unavailable and offers the contact form.
 */
export class ChatModel extends PresentationModel<ChatState> {
  #connection = new Subscription();

  constructor(
    private readonly provider: ChatProvider,
    private readonly memory: ChatMemory,
    private readonly scheduler: Scheduler,
  ) {
    super(INITIAL);
  }

  /** Opens the panel; from a diamond's page, about that diamond (a conversation about another one starts anew). */
  open(diamondId: DiamondId | null = null): void {
    const { opened, status, conversation } = this.state;
    const sameConversation = conversation !== null && (diamondId === null || conversation.diamondId === diamondId);
    if (opened && sameConversation && (status === 'ready' || status === 'connecting')) return;
    this.#connection.unsubscribe();
    this.patch({ opened: true, status: 'connecting', error: null, fallback: null, ...(sameConversation ? {} : { conversation: null, messages: [] }) });
    const connection = this.conversationFor(diamondId).pipe(
      timeout({ first: CHAT_CONNECT_TIMEOUT_MS, scheduler: this.scheduler }),
      switchMap((found) => {
        this.memory.keep(found.conversation);
        this.patch({ status: 'ready', conversation: found.conversation });
        // Live first, then the history: a message sent in between arrives by one or the other, and is shown once.
        return merge(this.provider.live(found.conversation).pipe(map((message) => [message])), of(found.messages));
      }),
    );
    this.#connection = this.own(
      connection.subscribe({
        next: (arriving) => this.patch({ messages: mergeChatMessages(this.state.messages, arriving) }),
        error: () => this.unavailable(),
      }),
    );
  }

  /** Closes the panel and stops following the conversation; reopening shows it again. */
  close(): void {
    this.#connection.unsubscribe();
    this.patch({ opened: false, status: 'closed', sending: false });
  }

  change(draft: string): void {
    this.patch({ draft, error: null });
  }

  /** Sends the draft; an empty one is refused with a message, a failed one stays in the box. */
  send(): void {
    const { conversation, status, draft, sending } = this.state;
    if (sending || status !== 'ready' || !conversation) return;
    const checked = checkChatMessage(draft);
    if (!checked.ok) {
      this.patch({ error: checked.error.message });
      return;
    }
    this.patch({ sending: true, error: null });
    this.own(
      this.provider.send(conversation, checked.text).subscribe({
        next: (message) => this.patch({ messages: mergeChatMessages(this.state.messages, [message]), draft: '', sending: false }),
        error: (error: unknown) => {
          if (failureOf(error) === 'refused') this.patch({ sending: false, error: SHOP_ERRORS.CHAT_NOT_SENT.message });
          else this.unavailable();
        },
      }),
    );
  }

  protected override onDispose(): void {
    // Whatever stopped (the view gone), the panel shows it closed when a view attaches again.
    if (this.state.opened) this.patch({ opened: false, status: 'closed', sending: false });
  }

  /** The kept conversation with its messages, or a new one when there is none to resume (or it is gone). */
  private conversationFor(diamondId: DiamondId | null): Observable<{ conversation: ChatConversation; messages: readonly ChatMessage[] }> {
    const start = () => this.provider.open(diamondId).pipe(map((conversation) => ({ conversation, messages: [] as readonly ChatMessage[] })));
    const kept = this.state.conversation ?? this.memory.read();
    const resumable = kept !== null && (diamondId === null || kept.diamondId === diamondId);
    const whenAvailable = (next: () => Observable<{ conversation: ChatConversation; messages: readonly ChatMessage[] }>) =>
      this.provider.availability().pipe(switchMap((available) => (available ? next() : throwError(() => new ChatProviderError('unavailable')))));
    if (!resumable) return whenAvailable(start);
    return whenAvailable(() =>
      this.provider.messages(kept).pipe(
        map((messages) => ({ conversation: kept, messages })),
        catchError((error: unknown) => {
          if (failureOf(error) !== 'unknown-conversation') return throwError(() => error);
          this.memory.keep(null);
          return start();
        }),
      ),
    );
  }

  private unavailable(): void {
    this.#connection.unsubscribe();
    this.patch({ status: 'unavailable', sending: false, error: SHOP_ERRORS.CHAT_UNAVAILABLE.message, fallback: CHAT_FALLBACK });
  }
}
