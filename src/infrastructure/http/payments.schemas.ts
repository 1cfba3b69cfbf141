import type * as Payments from '../../../contracts/payments';
import { lazySchemas } from './lazy-schema';

/** The card and financing providers' contracts (contracts/payments), loaded when a payment page first needs them. */
const schema = lazySchemas<typeof Payments>(() => import('../../../contracts/payments'));

export const cardFrameMessageSchema = schema('cardFrameMessageSchema');
export const financingCheckoutAnswerSchema = schema('financingCheckoutAnswerSchema');
export const financingFrameMessageSchema = schema('financingFrameMessageSchema');
