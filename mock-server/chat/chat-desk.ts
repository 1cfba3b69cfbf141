import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ChatAuthorWire, ChatConversationWire, ChatMessageWire, ChatOpenAnswerWire } from '../../contracts/chat';
import type { ServerContext } from '../app/server-context';

/** The most conversations the stand-in provider keeps; opening one more forgets the oldest. */
export const MAX_CONVERSATIONS = 500;
/** The most messages one conversation holds; a message beyond it is refused. */
export const MAX_MESSAGES_PER_CONVERSATION = 500;

/** A conversation's secret: 32 random bytes, base64url (43 characters). */
const newSecret = (): string => randomBytes(32).toString('base64url');

/** SHA-256 of a secret: only this is kept, so the desk's memory never holds a secret that opens a conversation. */
export const secretDigest = (secret: string): Buffer => createHash('sha256').update(secret, 'utf8').digest();

/**
 * Whether `given` is the secret of `expected` (a digest). Digests are compared, not the texts: the comparison then
 * takes the same time whatever the given secret's length and however much of it is right.
 */
export const matchesDigest = (given: string | undefined, expected: Buffer): boolean => timingSafeEqual(secretDigest(given ?? ''), expected);

/** Compared against when the conversation does not exist, so that an unknown id costs what a wrong secret costs. */
const NO_CONVERSATION = secretDigest(randomBytes(32).toString('base64url'));

type Listener = (message: ChatMessageWire) => void;

/** One conversation as the desk holds it; the router passes it back to the desk, and reads only its id. */
export interface DeskConversation {
  readonly id: string;
}

interface Conversation extends DeskConversation {
  readonly diamondId: string | null;
  readonly createdAt: string;
  readonly secret: Buffer;
  readonly messages: ChatMessageWire[];
  readonly listeners: Set<Listener>;
}

/**
 * The stand-in chat provider's memory: conversations, their messages and who listens to them live. Kept in memory
 * (not in the data file): a restart or a control reset forgets every conversation, as a provider's sandbox would.
 *
 * A shopper reaches a conversation only with its secret (`reach`); the console reaches any (`consoleReach`, its token
 * checked by the router).
 */
export class ChatDesk {
  private readonly conversations = new Map<string, Conversation>();
  /** False while a test has the provider down (`PUT /__control/chat { available: false }`). */
  available = true;

  constructor(private readonly now: () => Date) {}

  /** Opens a conversation; its secret is answered here and never again. */
  open(diamondId: string | undefined): ChatOpenAnswerWire {
    if (this.conversations.size >= MAX_CONVERSATIONS) {
      const [oldest] = this.conversations.keys();
      if (oldest !== undefined) this.conversations.delete(oldest);
    }
    const secret = newSecret();
    const conversation: Conversation = {
      id: randomUUID(),
      diamondId: diamondId ?? null,
      createdAt: this.now().toISOString(),
      secret: secretDigest(secret),
      messages: [],
      listeners: new Set(),
    };
    this.conversations.set(conversation.id, conversation);
    return { ...describe(conversation), secret };
  }

  /** The conversation `secret` opens; undefined for an unknown id and a wrong secret alike. */
  reach(id: string, secret: string | undefined): DeskConversation | undefined {
    const conversation = this.conversations.get(id);
    if (!matchesDigest(secret, conversation?.secret ?? NO_CONVERSATION) || !conversation) return undefined;
    return conversation;
  }

  /** Any conversation, for the console. */
  consoleReach(id: string): DeskConversation | undefined {
    return this.conversations.get(id);
  }

  /** Every conversation, newest first, without secrets (the console's list). */
  list(): ChatConversationWire[] {
    return [...this.conversations.values()].reverse().map(describe);
  }

  messages(reached: DeskConversation): ChatMessageWire[] {
    return this.held(reached).messages.slice();
  }

  /** Adds a message and tells every listener; 'full' past the bound. */
  post(reached: DeskConversation, from: ChatAuthorWire, text: string): ChatMessageWire | 'full' {
    const conversation = this.held(reached);
    if (conversation.messages.length >= MAX_MESSAGES_PER_CONVERSATION) return 'full';
    const message: ChatMessageWire = { id: randomUUID(), conversationId: conversation.id, from, text, sentAt: this.now().toISOString() };
    conversation.messages.push(message);
    for (const listener of conversation.listeners) listener(message);
    return message;
  }

  /** Calls `listener` with each new message until the returned function is called. */
  listen(reached: DeskConversation, listener: Listener): () => void {
    const conversation = this.held(reached);
    conversation.listeners.add(listener);
    return () => conversation.listeners.delete(listener);
  }

  /** Whether the desk still holds the conversation (a reset forgets every one). */
  holds(reached: DeskConversation): boolean {
    return this.conversations.get(reached.id) === reached;
  }

  /** Forgets every conversation (a control reset); open streams end at their next beat. */
  reset(): void {
    this.conversations.clear();
    this.available = true;
  }

  /** The desk's own record of a conversation the router reached (by the same desk). */
  private held(reached: DeskConversation): Conversation {
    return reached as Conversation;
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
