import { z } from 'zod/mini';

/** `POST {card provider}/v1/tokenize`, sent by the provider's own hosted fields page (the shop never sees the card):
 * the number, the expiry as MM/YY, the CVV and the cardholder's name. */
export const tokenizeRequestSchema = z.strictObject({ number: z.string(), expiry: z.string(), cvv: z.string(), name: z.string() });
/** Its answer: a single-use nonce the store redeems when the order is placed. */
export const tokenizeAnswerSchema = z.looseObject({ nonce: z.string().check(z.minLength(1)) });

/** The provider's refusal: `{ message, parameters }`, as the store writes its own. */
export const cardProviderErrorSchema = z.looseObject({ message: z.string(), parameters: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])) });

/** What the hosted fields page posts to the shop's window: the nonce with the card's last four digits, or the
 * message of a refusal to show under the fields. */
export const cardFrameMessageSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('loupe-card-nonce'), nonce: z.string().check(z.minLength(1)), last4: z.optional(z.string()) }),
  z.looseObject({ type: z.literal('loupe-card-error'), message: z.string() }),
]);
export type CardFrameMessageWire = z.infer<typeof cardFrameMessageSchema>;

export const cardProviderExamples = {
  tokenizeRequest: { number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123', name: 'Ada Lovelace' },
  tokenizeAnswer: { nonce: 'tokencc_bf_4x9k2m' },
  nonceMessage: { type: 'loupe-card-nonce', nonce: 'tokencc_bf_4x9k2m', last4: '1111' } satisfies CardFrameMessageWire,
  errorMessage: { type: 'loupe-card-error', message: 'Card number is invalid.' } satisfies CardFrameMessageWire,
};
