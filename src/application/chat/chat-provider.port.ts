import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { ChatMessage } from '../../domain/chat/chat-message';
import type { DiamondId } from '../../domain/diamond/diamond';

/**
 * A conversation with the shop's experts, about the diamond the shopper was looking at when it began (if any). Its
 * secret, given by the provider when it began, is what lets this browser read and write it: the id alone does not.
 */
export interface ChatConversation {
  readonly id: string;
  readonly diamondId: DiamondId | null;
  readonly secret: string;
}

/** Why a call to the chat provider failed: it is down (or unreachable, or chat is not offered here), it does not know
 * the conversation (gone, forgotten, or its secret no longer opens it), or it refused the message. */
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
  messages(conversation: ChatConversation): Observable<readonly ChatMessage[]>;
  /** Sends one message of the shopper's (only the experts' console writes as the expert); answers it as kept. */
  send(conversation: ChatConversation, text: string): Observable<ChatMessage>;
  /** Each new message of the conversation as it arrives, live, until unsubscribed (reconnecting on its own). */
  live(conversation: ChatConversation): Observable<ChatMessage>;
}
export const ChatProvider = Symbol.for('ChatProvider') as ServiceIdentifier<ChatProvider>;
