import type * as StoreRest from '../../../contracts/store/rest';
import { lazySchemas } from '../http/lazy-schema';

/** The store's REST contracts (contracts/store/rest), loaded with the first store call. */
const schema = lazySchemas<typeof StoreRest>(() => import('../../../contracts/store/rest'));

export const addressIdSchema = schema('addressIdSchema');
export const cartItemSchema = schema('cartItemSchema');
export const cartItemsSchema = schema('cartItemsSchema');
export const cartSchema = schema('cartSchema');
export const cartTotalsSchema = schema('cartTotalsSchema');
export const cmsPageSchema = schema('cmsPageSchema');
export const couponAppliedSchema = schema('couponAppliedSchema');
export const couponCodeSchema = schema('couponCodeSchema');
export const customerAddressSchema = schema('customerAddressSchema');
export const customerSchema = schema('customerSchema');
export const customerTokenSchema = schema('customerTokenSchema');
export const doneSchema = schema('doneSchema');
export const magentoErrorSchema = schema('magentoErrorSchema');
export const maskedCartIdSchema = schema('maskedCartIdSchema');
export const orderSearchResultSchema = schema('orderSearchResultSchema');
export const paymentDetailsSchema = schema('paymentDetailsSchema');
export const shippingMethodsSchema = schema('shippingMethodsSchema');
