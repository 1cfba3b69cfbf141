import type { ChatMemory } from '../../application/chat/chat-memory.port';
import type { ChatConversation } from '../../application/chat/chat-provider.port';
import { JsonStorage } from './json-storage';

/**
 * The shopper's chat conversation (its id, the diamond it is about, and its secret), in local storage: where the shop
 * keeps its other state of this browser, so that a reload continues the conversation. The secret opens only this
 * conversation, with the stand-in or a vendor's provider, and is worth no more than the messages it reads; a script
 * able to read local storage could read the panel as well.
 */
export const CHAT_CONVERSATION_KEY = 'chat_conversation';

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A kept conversation without a secret (kept before conversations had one) cannot be reached: it reads as none. */
const isConversation = (value: unknown): value is ChatConversation =>
  typeof value === 'object' &&
  value !== null &&
  nonEmpty((value as ChatConversation).id) &&
  nonEmpty((value as ChatConversation).secret) &&
  ((value as ChatConversation).diamondId === null || typeof (value as ChatConversation).diamondId === 'string');

export class WebStorageChatMemory implements ChatMemory {
  private readonly storage: JsonStorage;

  constructor(storage: Storage) {
    this.storage = new JsonStorage(storage);
  }

  read = (): ChatConversation | null => {
    const kept = this.storage.read(CHAT_CONVERSATION_KEY, isConversation);
    return kept && { id: kept.id, diamondId: kept.diamondId, secret: kept.secret };
  };

  keep = (conversation: ChatConversation | null): void => {
    if (conversation) this.storage.write(CHAT_CONVERSATION_KEY, { id: conversation.id, diamondId: conversation.diamondId, secret: conversation.secret });
    else this.storage.remove(CHAT_CONVERSATION_KEY);
  };
}
