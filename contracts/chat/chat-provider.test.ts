import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  chatConversationSchema,
  chatConversationsAnswerSchema,
  chatErrorSchema,
  chatMessageSchema,
  chatMessagesAnswerSchema,
  chatOpenAnswerSchema,
  chatOpenRequestSchema,
  chatProviderExamples,
  chatSendRequestSchema,
  chatStatusSchema,
} from './chat-provider';

describe('the chat provider contract', () => {
  it('accepts its own examples', () => {
    expect(chatStatusSchema.safeParse(chatProviderExamples.status).success).toBe(true);
    expect(chatStatusSchema.safeParse({}).success).toBe(false);
    expect(chatOpenRequestSchema.safeParse(chatProviderExamples.openRequest).success).toBe(true);
    expect(chatOpenRequestSchema.safeParse({}).success).toBe(true);
    expect(chatOpenAnswerSchema.safeParse(chatProviderExamples.openAnswer).success).toBe(true);
    expect(chatConversationSchema.safeParse(chatProviderExamples.conversation).success).toBe(true);
    expect(chatConversationsAnswerSchema.safeParse([chatProviderExamples.conversation]).success).toBe(true);
    expect(chatSendRequestSchema.safeParse(chatProviderExamples.sendRequest).success).toBe(true);
    expect(chatMessageSchema.safeParse(chatProviderExamples.message).success).toBe(true);
    expect(chatMessagesAnswerSchema.safeParse([chatProviderExamples.message]).success).toBe(true);
    expect(chatErrorSchema.safeParse(chatProviderExamples.error).success).toBe(true);
  });

  it('refuses an empty, blank or too long message, and a message that names its author (the route does)', () => {
    expect(chatSendRequestSchema.safeParse({ text: '' }).success).toBe(false);
    expect(chatSendRequestSchema.safeParse({ text: '   ' }).success).toBe(false);
    expect(chatSendRequestSchema.safeParse({ text: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }).success).toBe(false);
    expect(chatSendRequestSchema.safeParse({ text: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH) }).success).toBe(true);
    expect(chatSendRequestSchema.safeParse({ text: 'hello', from: 'agent' }).success).toBe(false);
    expect(chatSendRequestSchema.safeParse({ text: 'hello', from: 'shopper' }).success).toBe(false);
  });

  it('answers an opening with a secret, and lists conversations without one', () => {
    const { secret: _secret, ...withoutSecret } = chatProviderExamples.openAnswer;
    expect(chatOpenAnswerSchema.safeParse(withoutSecret).success).toBe(false);
    expect(chatOpenAnswerSchema.safeParse({ ...withoutSecret, secret: 'short' }).success).toBe(false);
    expect(chatOpenAnswerSchema.safeParse({ ...withoutSecret, secret: 'has spaces in the secret' }).success).toBe(false);
    expect(Object.keys(chatProviderExamples.conversation)).not.toContain('secret');
  });

  it('refuses a message without its author or conversation, and an opening with unknown fields', () => {
    expect(chatMessageSchema.safeParse({ ...chatProviderExamples.message, from: undefined }).success).toBe(false);
    expect(chatMessageSchema.safeParse({ ...chatProviderExamples.message, conversationId: '' }).success).toBe(false);
    expect(chatOpenRequestSchema.safeParse({ diamondId: 'LD1', extra: 1 }).success).toBe(false);
  });
});
