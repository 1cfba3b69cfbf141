import type { ServiceIdentifier } from 'inversify';
import type { ChatConversation } from './chat-provider.port';

/** The shopper's current chat conversation with its secret, kept in the browser so that a reopened panel or a
 * reloaded page shows it again (the secret is what lets the browser reach it). */
export interface ChatMemory {
  read(): ChatConversation | null;
  keep(conversation: ChatConversation | null): void;
}
export const ChatMemory = Symbol.for('ChatMemory') as ServiceIdentifier<ChatMemory>;
