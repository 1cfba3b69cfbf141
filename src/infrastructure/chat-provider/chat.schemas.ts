import type * as Chat from '../../../contracts/chat';
import { lazySchemas } from '../http/lazy-schema';

/** The chat provider's contract (contracts/chat), loaded when the chat panel first calls the provider. */
const schema = lazySchemas<typeof Chat>(() => import('../../../contracts/chat'));

export const chatStatusSchema = schema('chatStatusSchema');
export const chatOpenAnswerSchema = schema('chatOpenAnswerSchema');
export const chatMessageSchema = schema('chatMessageSchema');
export const chatMessagesAnswerSchema = schema('chatMessagesAnswerSchema');
