import { z } from 'zod/mini';

/** The longest message the chat provider takes, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 2_000;

/** A diamond's id as the shop names it (its stock number). */
const diamondIdSchema = z.string().check(z.minLength(1), z.maxLength(64));

/** `GET {chat provider}/chat/status`: whether experts can be reached now (answered 200 even while down). */
export const chatStatusSchema = z.looseObject({ available: z.boolean() });
export type ChatStatusWire = z.infer<typeof chatStatusSchema>;

/** `POST {chat provider}/chat/conversations`: a new conversation, about the diamond the shopper was looking at. */
export const chatOpenRequestSchema = z.strictObject({ diamondId: z.optional(diamondIdSchema) });
export type ChatOpenRequestWire = z.infer<typeof chatOpenRequestSchema>;

/** One conversation as the console lists it: never its secret. */
export const chatConversationSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  diamondId: z.optional(z.nullable(z.string())),
  createdAt: z.optional(z.string()),
});
export type ChatConversationWire = z.infer<typeof chatConversationSchema>;

/**
 * A conversation's secret: a random capability (32 bytes, base64url) answered once, to the opening. The shopper's
 * calls on the conversation carry it as `Authorization: Bearer <secret>`; without it, or with another, the
 * conversation answers as one that does not exist.
 */
export const chatSecretSchema = z.string().check(z.minLength(16), z.maxLength(256), z.regex(/^[\x21-\x7e]+$/));

/** `POST {chat provider}/chat/conversations`: the new conversation and its secret (the only answer that carries it). */
export const chatOpenAnswerSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  diamondId: z.optional(z.nullable(z.string())),
  createdAt: z.optional(z.string()),
  secret: chatSecretSchema,
});
export type ChatOpenAnswerWire = z.infer<typeof chatOpenAnswerSchema>;

/** `GET {chat provider}/chat/console/conversations` (with the console token): every conversation, newest first. */
export const chatConversationsAnswerSchema = z.array(chatConversationSchema);

/** Who wrote a message: the shopper, or the shop's expert answering from the console. */
export const chatAuthorSchema = z.enum(['shopper', 'agent']);
export type ChatAuthorWire = z.infer<typeof chatAuthorSchema>;

/**
 * `POST {chat provider}/chat/conversations/{id}/messages` (the shopper, with the conversation's secret) and
 * `POST {chat provider}/chat/console/conversations/{id}/messages` (the expert, with the console token). The body is
 * the text only: who wrote it is the route's, so a shopper cannot write as the expert.
 */
export const chatSendRequestSchema = z.strictObject({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_MESSAGE_MAX_LENGTH)),
});
export type ChatSendRequestWire = z.infer<typeof chatSendRequestSchema>;

/** One message, as answered to a send, listed, and carried by each `message` event of the live stream. */
export const chatMessageSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  conversationId: z.string().check(z.minLength(1)),
  from: chatAuthorSchema,
  text: z.string(),
  sentAt: z.string(),
});
export type ChatMessageWire = z.infer<typeof chatMessageSchema>;

/** `GET {chat provider}/chat/conversations/{id}/messages`: the conversation so far, oldest first. */
export const chatMessagesAnswerSchema = z.array(chatMessageSchema);

/** The provider's refusal (400 bad message, 401 console without its token, 404 unknown conversation or wrong secret,
 * 429 too many openings, 503 provider down or full): `{ message }`. */
export const chatErrorSchema = z.looseObject({ message: z.string() });

/** The name of the server-sent event carrying one new message on `GET /chat/conversations/{id}/events` (and the
 * console's `GET /chat/console/conversations/{id}/events`). */
export const CHAT_MESSAGE_EVENT = 'message';

export const chatProviderExamples = {
  status: { available: true } satisfies ChatStatusWire,
  openRequest: { diamondId: 'LD1001' } satisfies ChatOpenRequestWire,
  openAnswer: { id: 'c-3f2a', diamondId: 'LD1001', createdAt: '2026-11-24T09:00:00.000Z', secret: 'q3Nc0m1Kx8vWZ4yT7bLr2fHs9dPaUeJi6gOtQnYwVkE' } satisfies ChatOpenAnswerWire,
  conversation: { id: 'c-3f2a', diamondId: 'LD1001', createdAt: '2026-11-24T09:00:00.000Z' } satisfies ChatConversationWire,
  sendRequest: { text: 'Is this stone eye-clean?' } satisfies ChatSendRequestWire,
  message: { id: 'm-1', conversationId: 'c-3f2a', from: 'agent', text: 'Yes: nothing visible at arm’s length.', sentAt: '2026-11-24T09:01:00.000Z' } satisfies ChatMessageWire,
  error: { message: 'The chat is unavailable right now.' },
} as const;
