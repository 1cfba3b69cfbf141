import type * as StoreGraphql from '../../../contracts/store/graphql';
import { lazySchemas } from '../http/lazy-schema';

/** The store's GraphQL contracts (contracts/store/graphql), loaded with the first GraphQL call. */
export const storeGraphql = lazySchemas<typeof StoreGraphql>(() => import('../../../contracts/store/graphql'));

export const customerCartDataSchema = storeGraphql('customerCartDataSchema');
export const graphqlErrorSchema = storeGraphql('graphqlErrorSchema');
export const placeOrderDataSchema = storeGraphql('placeOrderDataSchema');
export const ringByUrlKeyDataSchema = storeGraphql('ringByUrlKeyDataSchema');
export const ringListDataSchema = storeGraphql('ringListDataSchema');
export const ringOptionsDataSchema = storeGraphql('ringOptionsDataSchema');
export const ringVariantDataSchema = storeGraphql('ringVariantDataSchema');
export const setGuestEmailDataSchema = storeGraphql('setGuestEmailDataSchema');
export const setPaymentMethodDataSchema = storeGraphql('setPaymentMethodDataSchema');
