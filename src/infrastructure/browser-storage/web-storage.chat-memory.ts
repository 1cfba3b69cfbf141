import type { ChatMemory } from '../../application/chat/chat-memory.port';
import type { ChatConversation } from '../../application/chat/chat-provider.port';
import { JsonStorage } from './json-storage';

/** The shopper's chat conversation (its id and the diamond it is about), in local storage. */
export const CHAT_CONVERSATION_KEY = 'chat_conversation';

const isConversation = (value: unknown): value is ChatConversation =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChatConversation).id === 'string' &&
  (value as ChatConversation).id !== '' &&
  ((value as ChatConversation).diamondId === null || typeof (value as ChatConversation).diamondId === 'string');

export class WebStorageChatMemory implements ChatMemory {
  private readonly storage: JsonStorage;

  constructor(storage: Storage) {
    this.storage = new JsonStorage(storage);
  }

  read = (): ChatConversation | null => {
    const kept = this.storage.read(CHAT_CONVERSATION_KEY, isConversation);
    return kept && { id: kept.id, diamondId: kept.diamondId };
  };

  keep = (conversation: ChatConversation | null): void => {
    if (conversation) this.storage.write(CHAT_CONVERSATION_KEY, { id: conversation.id, diamondId: conversation.diamondId });
    else this.storage.remove(CHAT_CONVERSATION_KEY);
  };
}
