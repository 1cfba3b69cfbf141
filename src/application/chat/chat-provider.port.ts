import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { ChatAuthor, ChatMessage } from '../../domain/chat/chat-message';
import type { DiamondId } from '../../domain/diamond/diamond';

/** A conversation with the shop's experts, about the diamond the shopper was looking at when it began (if any). */
export interface ChatConversation {
  readonly id: string;
  readonly diamondId: DiamondId | null;
}

/** Why a call to the chat provider failed: it is down (or unreachable), it does not know the conversation (gone,
 * forgotten), or it refused the message. */
export type ChatFailure = 'unavailable' | 'unknown-conversation' | 'refused';

export class ChatProviderError extends Error {
  constructor(readonly failure: ChatFailure) {
    super(`chat provider: ${failure}`);
    this.name = 'ChatProviderError';
  }
}

/**
 * The chat add-on, reached through this port only (a provider's SDK or the stand-in on the mock backend). Every
 * call fails with a `ChatProviderError`. Browser-only: nothing of the chat is rendered on the server.
 */
export interface ChatProvider {
  /** Whether experts can be reached now; never fails (an unreachable provider is unavailable). */
  availability(): Observable<boolean>;
  /** Starts a conversation, carrying the viewed diamond's id when there is one. */
  open(diamondId: DiamondId | null): Observable<ChatConversation>;
  /** The conversation's messages so far, oldest first. */
  messages(conversationId: string): Observable<readonly ChatMessage[]>;
  /** Sends one message; answers it as the provider keeps it. */
  send(conversationId: string, text: string, from?: ChatAuthor): Observable<ChatMessage>;
  /** Each new message of the conversation as it arrives, live, until unsubscribed (reconnecting on its own). */
  live(conversationId: string): Observable<ChatMessage>;
}
export const ChatProvider = Symbol.for('ChatProvider') as ServiceIdentifier<ChatProvider>;
