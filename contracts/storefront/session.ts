import { z } from 'zod/mini';

/**
 * The storefront server's own session calls (`/session/{command}`): the browser asks the server to sign the shopper in,
 * up or out, because only the server keeps the sign-in (its cookies, the token `HttpOnly`). JSON bodies; the answer is
 * `{ done: true }`, or a refusal `{ code, message }` in the shop's words (the store's own message where it gave one).
 */
export const SESSION_COMMANDS = ['sign-in', 'register', 'sign-out'] as const;
export type SessionCommandWire = (typeof SESSION_COMMANDS)[number];

export const signInRequestSchema = z.strictObject({ email: z.string().check(z.maxLength(255)), password: z.string().check(z.maxLength(256)) });
export type SignInRequestWire = z.infer<typeof signInRequestSchema>;

export const registerRequestSchema = z.strictObject({
  customer: z.strictObject({ firstname: z.string().check(z.maxLength(255)), lastname: z.string().check(z.maxLength(255)), email: z.string().check(z.maxLength(255)) }),
  password: z.string().check(z.maxLength(256)),
});
export type RegisterRequestWire = z.infer<typeof registerRequestSchema>;

export const signOutRequestSchema = z.strictObject({});

export const sessionDoneSchema = z.strictObject({ done: z.literal(true) });
/** A refusal; one of a single field (`FORM.FIELD_REFUSED`) names it and why, for the form to mark it. */
export const sessionRefusalSchema = z.looseObject({
  code: z.string(),
  message: z.string(),
  field: z.optional(z.string()),
  reason: z.optional(z.looseObject({ kind: z.enum(['required', 'too-long', 'invalid']), maxLength: z.optional(z.int()) })),
});
export type SessionRefusalWire = z.infer<typeof sessionRefusalSchema>;

export const sessionExamples = {
  signIn: { email: 'demo@loupe.test', password: 'Diamond2024!' } satisfies SignInRequestWire,
  register: { customer: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' }, password: 'Secret-123' } satisfies RegisterRequestWire,
  done: { done: true as const },
  refusal: { code: 'ACCOUNT.REFUSED', message: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.' } satisfies SessionRefusalWire,
};
