import { randomUUID } from 'node:crypto';
import type { ChatAuthorWire, ChatConversationWire, ChatMessageWire } from '../../contracts/chat';
import type { ServerContext } from '../app/server-context';

/** The most conversations the stand-in provider keeps; opening one more forgets the oldest. */
export const MAX_CONVERSATIONS = 500;
/** The most messages one conversation holds; a message beyond it is refused. */
export const MAX_MESSAGES_PER_CONVERSATION = 500;

type Listener = (message: ChatMessageWire) => void;

interface Conversation extends ChatConversationWire {
  readonly id: string;
  readonly diamondId: string | null;
  readonly createdAt: string;
  readonly messages: ChatMessageWire[];
  readonly listeners: Set<Listener>;
}

/**
 * The stand-in chat provider's memory: conversations, their messages and who listens to them live. Kept in memory
 * (not in the data file): a restart or a control reset forgets every conversation, as a provider's sandbox would.
 */
export class ChatDesk {
  private readonly conversations = new Map<string, Conversation>();
  /** False while a test has the provider down (`PUT /__control/chat { available: false }`). */
  available = true;

  constructor(private readonly now: () => Date) {}

  open(diamondId: string | undefined): ChatConversationWire {
    if (this.conversations.size >= MAX_CONVERSATIONS) {
      const [oldest] = this.conversations.keys();
      if (oldest !== undefined) this.forget(oldest);
    }
    const conversation: Conversation = { id: randomUUID(), diamondId: diamondId ?? null, createdAt: this.now().toISOString(), messages: [], listeners: new Set() };
    this.conversations.set(conversation.id, conversation);
    return describe(conversation);
  }

  find(id: string): ChatConversationWire | undefined {
    const conversation = this.conversations.get(id);
    return conversation && describe(conversation);
  }

  /** Newest first, as the console lists them. */
  list(): ChatConversationWire[] {
    return [...this.conversations.values()].reverse().map(describe);
  }

  messages(id: string): ChatMessageWire[] | undefined {
    return this.conversations.get(id)?.messages.slice();
  }

  /** Adds a message and tells every listener; undefined for an unknown conversation, 'full' past the bound. */
  post(id: string, from: ChatAuthorWire, text: string): ChatMessageWire | 'full' | undefined {
    const conversation = this.conversations.get(id);
    if (!conversation) return undefined;
    if (conversation.messages.length >= MAX_MESSAGES_PER_CONVERSATION) return 'full';
    const message: ChatMessageWire = { id: randomUUID(), conversationId: id, from, text, sentAt: this.now().toISOString() };
    conversation.messages.push(message);
    for (const listener of conversation.listeners) listener(message);
    return message;
  }

  /** Calls `listener` with each new message of the conversation until the returned function is called. */
  listen(id: string, listener: Listener): (() => void) | undefined {
    const conversation = this.conversations.get(id);
    if (!conversation) return undefined;
    conversation.listeners.add(listener);
    return () => conversation.listeners.delete(listener);
  }

  /** Forgets every conversation (a control reset); open streams are told by their own close. */
  reset(): void {
    for (const id of [...this.conversations.keys()]) this.forget(id);
    this.available = true;
  }

  private forget(id: string): void {
    this.conversations.delete(id);
  }
}

const describe = ({ id, diamondId, createdAt }: Conversation): ChatConversationWire => ({ id, diamondId, createdAt });

/** One desk per server (keyed by its data store, one per server). */
const desks = new WeakMap<object, ChatDesk>();

export function chatDesk({ store, now }: Pick<ServerContext, 'store' | 'now'>): ChatDesk {
  let desk = desks.get(store);
  if (!desk) desks.set(store, (desk = new ChatDesk(now)));
  return desk;
}
