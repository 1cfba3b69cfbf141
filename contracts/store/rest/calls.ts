import { z } from 'zod/mini';
import { customerAddressSchema } from './address';
import {
  addCartItemRequestSchema,
  addDiamondRequestSchema,
  addressIdSchema,
  cartItemSchema,
  cartItemsSchema,
  cartSchema,
  cartTotalsSchema,
  couponAppliedSchema,
  couponCodeSchema,
  doneSchema,
  emptyBillingAddressRequestSchema,
  maskedCartIdSchema,
  mergeGuestCartRequestSchema,
} from './carts';
import { billingAddressRequestSchema, collectTotalsRequestSchema, paymentDetailsSchema, shippingInformationRequestSchema, shippingMethodsSchema } from './checkout';
import { cmsPageSchema, contactUsRequestSchema } from './content';
import {
  changePasswordRequestSchema,
  createCustomerRequestSchema,
  customerSchema,
  customerTokenRequestSchema,
  customerTokenSchema,
  passwordResetLinkRequestSchema,
  resetPasswordRequestSchema,
  saveCustomerAddressRequestSchema,
} from './customers';
import { magentoErrorSchema } from './magento-error';
import { orderSearchResultSchema } from './orders';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call the shop makes to the store's REST API: where it goes, the body it sends (none for a read) and the
 * answer it reads. A refusal (4xx/5xx) is always Magento's error body. */
export interface StoreRestCall {
  readonly name: string;
  readonly method: HttpMethod;
  /** The path after `/rest` (and after a store code), without the query. */
  readonly path: RegExp;
  readonly request: z.ZodMiniType | null;
  readonly answer: z.ZodMiniType;
}

/** A guest cart by its masked id, or the signed-in customer's cart. */
const CART = String.raw`/V1/(?:guest-carts/[^/]+|carts/mine)`;
const call = (name: string, method: HttpMethod, path: string, request: z.ZodMiniType | null, answer: z.ZodMiniType): StoreRestCall => ({
  name,
  method,
  path: new RegExp(`^${path}$`),
  request,
  answer,
});

/** Every call of the shop's REST adapters (src/infrastructure/magento-rest). */
export const STORE_REST_CALLS: readonly StoreRestCall[] = [
  call('customer cart', 'GET', '/V1/carts/mine', null, cartSchema),
  call('guest cart', 'GET', String.raw`/V1/guest-carts/[^/]+`, null, cartSchema),
  call('new guest cart', 'POST', '/V1/guest-carts', z.strictObject({}), maskedCartIdSchema),
  call('add a diamond', 'POST', '/V1/diamondsearch/cart', addDiamondRequestSchema, cartItemSchema),
  call('add a product', 'POST', `${CART}/items`, addCartItemRequestSchema, cartItemSchema),
  call('cart lines', 'GET', `${CART}/items`, null, cartItemsSchema),
  call('remove a line', 'DELETE', `${CART}/items/[^/]+`, null, doneSchema),
  call('billing address', 'POST', `${CART}/billing-address`, z.union([emptyBillingAddressRequestSchema, billingAddressRequestSchema]), addressIdSchema),
  call('cart totals', 'GET', `${CART}/totals`, null, cartTotalsSchema),
  call('applied coupon', 'GET', `${CART}/coupons`, null, couponCodeSchema),
  call('apply a coupon', 'PUT', `${CART}/coupons/[^/]+`, null, couponAppliedSchema),
  call('cancel the coupon', 'DELETE', `${CART}/coupons`, null, doneSchema),
  call('merge the guest cart', 'POST', '/V1/falcon/carts/mine', mergeGuestCartRequestSchema, doneSchema),
  call('shipping methods', 'GET', `${CART}/shipping-methods`, null, shippingMethodsSchema),
  call('shipping information', 'POST', `${CART}/shipping-information`, shippingInformationRequestSchema, paymentDetailsSchema),
  call('collect totals', 'PUT', `${CART}/collect-totals`, collectTotalsRequestSchema, cartTotalsSchema),
  call('sign in', 'POST', '/V1/integration/customer/token', customerTokenRequestSchema, customerTokenSchema),
  call('sign out (every token of the customer)', 'POST', '/V1/integration/customer/revoke-customer-token', null, doneSchema),
  call('register', 'POST', '/V1/customers', createCustomerRequestSchema, customerSchema),
  call('the signed-in customer', 'GET', '/V1/customers/me', null, customerSchema),
  call('change the password', 'PUT', '/V1/customers/me/password', changePasswordRequestSchema, doneSchema),
  call('ask for a reset link', 'PUT', '/V1/customers/password', passwordResetLinkRequestSchema, doneSchema),
  call('reset the password', 'POST', '/V1/customers/resetPassword', resetPasswordRequestSchema, doneSchema),
  call('add a saved address', 'POST', '/V1/falcon/customers/me/address', saveCustomerAddressRequestSchema, customerAddressSchema),
  call('update a saved address', 'PUT', '/V1/falcon/customers/me/address', saveCustomerAddressRequestSchema, customerAddressSchema),
  call("the customer's orders", 'GET', '/V1/falcon/orders/mine', null, orderSearchResultSchema),
  call('content page', 'GET', String.raw`/V1/cmsPage/[^/]+`, null, cmsPageSchema),
  call('contact us', 'POST', '/V1/contactus', contactUsRequestSchema, doneSchema),
];

/** The path of a REST URL as the calls name it: after `/rest` and an optional store code, without the query. */
export const storeRestPath = (url: string): string | null => {
  const { pathname } = new URL(url, 'http://store.invalid');
  const match = /^\/rest(?:\/(?:default|all))?(\/V1\/.*)$/.exec(decodeURI(pathname));
  return match?.[1] ?? null;
};

/** The call of the shop a method and URL stand for, or null for a route the shop does not use. */
export const findStoreRestCall = (method: string, url: string): StoreRestCall | null => {
  const path = storeRestPath(url);
  if (path === null) return null;
  return STORE_REST_CALLS.find((candidate) => candidate.method === method.toUpperCase() && candidate.path.test(path)) ?? null;
};

/** The schema an answer of that status must follow: the call's answer when it succeeded, Magento's error otherwise. */
export const storeRestAnswerSchema = (restCall: StoreRestCall, status: number): z.ZodMiniType => (status >= 400 ? magentoErrorSchema : restCall.answer);
