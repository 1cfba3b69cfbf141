import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ChatAuthorWire, ChatConversationWire, ChatMessageWire, ChatOpenAnswerWire } from '../../contracts/chat';
import type { ServerContext } from '../app/server-context';
import { OpeningThrottle } from './opening-throttle';

/** The stand-in provider's bounds: what it keeps, and how fast one client may make it keep more. */
export interface ChatLimits {
  /** The most conversations kept; past it an opening takes the place of an idle one, or is refused. */
  readonly maxConversations: number;
  /** The most messages one conversation holds; a message beyond it is refused. */
  readonly maxMessagesPerConversation: number;
  /** How long a conversation stays in use after its shopper last reached it or anyone wrote in it. */
  readonly idleMs: number;
  /** Openings one client may make in any window of `openingWindowMs`. */
  readonly openingsPerWindow: number;
  readonly openingWindowMs: number;
  /** The most clients whose openings are remembered at once. */
  readonly maxClients: number;
}

export const CHAT_LIMITS: ChatLimits = {
  maxConversations: 500,
  maxMessagesPerConversation: 500,
  idleMs: 30 * 60_000,
  openingsPerWindow: 10,
  openingWindowMs: 60_000,
  maxClients: 10_000,
};

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
  /** When its shopper last reached it, anyone wrote in it, or its last live stream closed (ms). */
  lastActiveAt: number;
}

/** What an opening gives: the conversation with its secret, or why not and when to try again. */
export type Opening = { readonly opened: ChatOpenAnswerWire } | { readonly refused: 'too-many' | 'full'; readonly retryAfterSeconds: number };

/**
 * The stand-in chat provider's memory: conversations, their messages and who listens to them live. Kept in memory
 * (not in the data file): a restart or a control reset forgets every conversation, as a provider's sandbox would.
 *
 * A shopper reaches a conversation only with its secret (`reach`); the console reaches any (`consoleReach`, its token
 * checked by the router). Memory stays bounded without letting anyone push others out: openings are counted per
 * client, and a full desk makes room only by forgetting a conversation nobody has used for `idleMs`, never one in use.
 */
export class ChatDesk {
  private readonly conversations = new Map<string, Conversation>();
  private readonly throttle: OpeningThrottle;
  /** False while a test has the provider down (`PUT /__control/chat { available: false }`). */
  available = true;

  constructor(
    private readonly now: () => Date,
    readonly limits: ChatLimits = CHAT_LIMITS,
  ) {
    this.throttle = new OpeningThrottle(limits.openingsPerWindow, limits.openingWindowMs, limits.maxClients);
  }

  /** Opens a conversation for `client` (see `clientKey`), if it has not opened too many lately and there is room. */
  open(client: string, diamondId: string | undefined): Opening {
    const at = this.now().getTime();
    const wait = this.throttle.take(client, at);
    if (wait !== null) return { refused: 'too-many', retryAfterSeconds: wait };
    if (this.conversations.size >= this.limits.maxConversations) {
      const full = this.makeRoom(at);
      if (full !== null) return { refused: 'full', retryAfterSeconds: full };
    }
    const secret = newSecret();
    const conversation: Conversation = {
      id: randomUUID(),
      diamondId: diamondId ?? null,
      createdAt: new Date(at).toISOString(),
      secret: secretDigest(secret),
      messages: [],
      listeners: new Set(),
      lastActiveAt: at,
    };
    this.conversations.set(conversation.id, conversation);
    return { opened: { ...describe(conversation), secret } };
  }

  /** The conversation `secret` opens, now in use; undefined for an unknown id and a wrong secret alike. */
  reach(id: string, secret: string | undefined): DeskConversation | undefined {
    const conversation = this.conversations.get(id);
    if (!matchesDigest(secret, conversation?.secret ?? NO_CONVERSATION) || !conversation) return undefined;
    conversation.lastActiveAt = this.now().getTime();
    return conversation;
  }

  /** Any conversation, for the console; reading it does not keep it in use. */
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
    if (conversation.messages.length >= this.limits.maxMessagesPerConversation) return 'full';
    const at = this.now();
    const message: ChatMessageWire = { id: randomUUID(), conversationId: conversation.id, from, text, sentAt: at.toISOString() };
    conversation.messages.push(message);
    conversation.lastActiveAt = at.getTime();
    for (const listener of conversation.listeners) listener(message);
    return message;
  }

  /** Calls `listener` with each new message until the returned function is called; a followed conversation is in use. */
  listen(reached: DeskConversation, listener: Listener): () => void {
    const conversation = this.held(reached);
    conversation.listeners.add(listener);
    return () => {
      conversation.listeners.delete(listener);
      conversation.lastActiveAt = this.now().getTime();
    };
  }

  /** Whether the desk still holds the conversation (a reset forgets every one). */
  holds(reached: DeskConversation): boolean {
    return this.conversations.get(reached.id) === reached;
  }

  /** Forgets every conversation and every client's count (a control reset); open streams end at their next beat. */
  reset(): void {
    this.conversations.clear();
    this.throttle.clear();
    this.available = true;
  }

  /**
   * Forgets the conversation idle the longest, if it has been idle for `idleMs`: null once there is room, else the
   * seconds until one may be. A conversation someone follows live is never idle.
   */
  private makeRoom(at: number): number | null {
    let idlest: Conversation | undefined;
    for (const conversation of this.conversations.values()) {
      if (conversation.listeners.size === 0 && (!idlest || conversation.lastActiveAt < idlest.lastActiveAt)) idlest = conversation;
    }
    if (!idlest) return Math.ceil(this.limits.idleMs / 1000);
    const idleFor = at - idlest.lastActiveAt;
    if (idleFor < this.limits.idleMs) return Math.max(1, Math.ceil((this.limits.idleMs - idleFor) / 1000));
    this.conversations.delete(idlest.id);
    return null;
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
