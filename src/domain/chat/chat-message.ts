import { SHOP_ERRORS } from '../shared/error-catalogue';
import type { ShopError } from '../shared/shop-error';

/** The longest message a shopper may send in the chat, in characters (the chat provider's own bound). */
export const CHAT_MESSAGE_MAX_LENGTH = 2_000;

/** Who wrote a chat message: the shopper, or the shop's expert. */
export type ChatAuthor = 'shopper' | 'agent';

export interface ChatMessage {
  readonly id: string;
  readonly from: ChatAuthor;
  readonly text: string;
  /** ISO 8601. */
  readonly sentAt: string;
}

/** The message as it will be sent (trimmed), or why it cannot be. */
export function checkChatMessage(draft: string): { ok: true; text: string } | { ok: false; error: ShopError } {
  const text = draft.trim();
  if (text === '') return { ok: false, error: SHOP_ERRORS.CHAT_MESSAGE_EMPTY };
  if (text.length > CHAT_MESSAGE_MAX_LENGTH) return { ok: false, error: SHOP_ERRORS.CHAT_MESSAGE_TOO_LONG };
  return { ok: true, text };
}

/** Adds messages to a conversation in the order they were sent, each once (a send's answer and its live event). */
export function mergeChatMessages(current: readonly ChatMessage[], arriving: readonly ChatMessage[]): readonly ChatMessage[] {
  const known = new Set(current.map((message) => message.id));
  const added = arriving.filter((message) => !known.has(message.id) && known.add(message.id));
  if (added.length === 0) return current;
  return [...current, ...added].sort((a, b) => (a.sentAt < b.sentAt ? -1 : a.sentAt > b.sentAt ? 1 : 0));
}
