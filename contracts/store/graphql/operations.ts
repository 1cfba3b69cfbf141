import type { z } from 'zod';
import {
  customerCartDataSchema,
  customerCartVariablesSchema,
  placeOrderDataSchema,
  placeOrderVariablesSchema,
  setCardPaymentVariablesSchema,
  setFinancingPaymentVariablesSchema,
  setGuestEmailDataSchema,
  setGuestEmailVariablesSchema,
  setPaymentMethodDataSchema,
} from './checkout';
import { operationNameOf } from './envelope';
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

/** One operation the shop sends to the store's GraphQL endpoint: its variables and the data it reads. */
export interface StoreGraphqlOperation {
  readonly variables: z.ZodType;
  readonly data: z.ZodType;
}

/** Every operation of the shop's GraphQL adapters (src/infrastructure/magento-graphql), by operation name. */
export const STORE_GRAPHQL_OPERATIONS: Readonly<Record<string, StoreGraphqlOperation>> = {
  CustomerCart: { variables: customerCartVariablesSchema, data: customerCartDataSchema },
  SetGuestEmailOnCart: { variables: setGuestEmailVariablesSchema, data: setGuestEmailDataSchema },
  SetCardPaymentOnCart: { variables: setCardPaymentVariablesSchema, data: setPaymentMethodDataSchema },
  SetFinancingPaymentOnCart: { variables: setFinancingPaymentVariablesSchema, data: setPaymentMethodDataSchema },
  PlaceOrder: { variables: placeOrderVariablesSchema, data: placeOrderDataSchema },
  RingOptions: { variables: ringOptionsVariablesSchema, data: ringOptionsDataSchema },
  RingList: { variables: ringListVariablesSchema, data: ringListDataSchema },
  RingByUrlKey: { variables: ringByUrlKeyVariablesSchema, data: ringByUrlKeyDataSchema },
  RingVariant: { variables: ringVariantVariablesSchema, data: ringVariantDataSchema },
};

/** The shop's operation a document declares, or null for any other document. */
export const findStoreGraphqlOperation = (query: string): (StoreGraphqlOperation & { readonly name: string }) | null => {
  const name = operationNameOf(query);
  const operation = name === null ? undefined : STORE_GRAPHQL_OPERATIONS[name];
  return name !== null && operation ? { name, ...operation } : null;
};
