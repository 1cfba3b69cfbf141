import type { z } from 'zod/mini';
import {
  customerCartDataSchema,
  customerCartVariablesSchema,
  placeOrderDataSchema,
  placeOrderVariablesSchema,
  setBankTransferPaymentVariablesSchema,
  setCardPaymentVariablesSchema,
  setFinancingPaymentVariablesSchema,
  setGuestEmailDataSchema,
  setGuestEmailVariablesSchema,
  setPaymentMethodDataSchema,
} from './checkout';
import { CUSTOMER_CART_QUERY, PLACE_ORDER_MUTATION, SET_BANK_TRANSFER_PAYMENT_MUTATION, SET_CARD_PAYMENT_MUTATION, SET_FINANCING_PAYMENT_MUTATION, SET_GUEST_EMAIL_MUTATION } from './checkout.documents';
import { operationNameOf } from './envelope';
import { RING_BY_URL_KEY_QUERY, RING_LIST_QUERY, RING_OPTIONS_QUERY, RING_VARIANT_QUERY } from './ring-catalog.documents';
import {
  ringByUrlKeyDataSchema,
  ringByUrlKeyVariablesSchema,
  ringListDataSchema,
  ringListVariablesSchema,
  ringOptionsDataSchema,
  ringOptionsVariablesSchema,
  ringVariantDataSchema,
  ringVariantVariablesSchema,
} from './ring-catalog';

/** One operation the shop sends to the store's GraphQL endpoint: its document, its variables and the data it reads. */
export interface StoreGraphqlOperation {
  readonly document: string;
  readonly variables: z.ZodMiniType;
  readonly data: z.ZodMiniType;
}

/** Every operation of the shop's GraphQL adapters (src/infrastructure/magento-graphql), by operation name. */
export const STORE_GRAPHQL_OPERATIONS: Readonly<Record<string, StoreGraphqlOperation>> = {
  CustomerCart: { document: CUSTOMER_CART_QUERY, variables: customerCartVariablesSchema, data: customerCartDataSchema },
  SetGuestEmailOnCart: { document: SET_GUEST_EMAIL_MUTATION, variables: setGuestEmailVariablesSchema, data: setGuestEmailDataSchema },
  SetCardPaymentOnCart: { document: SET_CARD_PAYMENT_MUTATION, variables: setCardPaymentVariablesSchema, data: setPaymentMethodDataSchema },
  SetFinancingPaymentOnCart: { document: SET_FINANCING_PAYMENT_MUTATION, variables: setFinancingPaymentVariablesSchema, data: setPaymentMethodDataSchema },
  SetBankTransferPaymentOnCart: { document: SET_BANK_TRANSFER_PAYMENT_MUTATION, variables: setBankTransferPaymentVariablesSchema, data: setPaymentMethodDataSchema },
  PlaceOrder: { document: PLACE_ORDER_MUTATION, variables: placeOrderVariablesSchema, data: placeOrderDataSchema },
  RingOptions: { document: RING_OPTIONS_QUERY, variables: ringOptionsVariablesSchema, data: ringOptionsDataSchema },
  RingList: { document: RING_LIST_QUERY, variables: ringListVariablesSchema, data: ringListDataSchema },
  RingByUrlKey: { document: RING_BY_URL_KEY_QUERY, variables: ringByUrlKeyVariablesSchema, data: ringByUrlKeyDataSchema },
  RingVariant: { document: RING_VARIANT_QUERY, variables: ringVariantVariablesSchema, data: ringVariantDataSchema },
};

/** The shop's operation a document declares, or null for any other document. A document that takes the name of
 * one of the shop's but asks for other fields is found by its name: `sameDocument` tells them apart. */
export const findStoreGraphqlOperation = (query: string): (StoreGraphqlOperation & { readonly name: string; readonly sameDocument: boolean }) | null => {
  const name = operationNameOf(query);
  const operation = name === null ? undefined : STORE_GRAPHQL_OPERATIONS[name];
  return name !== null && operation ? { name, ...operation, sameDocument: sameDocument(operation.document, query) } : null;
};

/** Two documents are the same operation when they differ in white space only. */
const sameDocument = (a: string, b: string): boolean => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();
