import { assertValidSchema, buildSchema } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import type { GraphqlContext } from './graphql-context';
import { customAttributeMetadata } from './resolvers/attribute-metadata.resolver';
import { cart, customerCart } from './resolvers/cart.resolver';
import { setGuestEmailOnCart } from './resolvers/guest-email.resolver';
import { setPaymentMethodOnCart } from './resolvers/payment-method.resolver';
import { placeOrder } from './resolvers/place-order.resolver';
import { products } from './resolvers/products.resolver';
import { ATTRIBUTE_METADATA_TYPE_DEFS } from './schema/attribute-metadata.graphql';
import { CART_TYPE_DEFS } from './schema/cart.graphql';
import { CHECKOUT_TYPE_DEFS } from './schema/checkout.graphql';
import { COMMON_TYPE_DEFS } from './schema/common.graphql';
import { PRODUCTS_TYPE_DEFS } from './schema/products.graphql';

/**
 * The store's GraphQL schema, in Magento 2.4's names: one SDL part per area (each extends `Query` or `Mutation`)
 * and the root resolvers of each part, queries and mutations alike (graphql-js runs a mutation's fields one after
 * the other). A new area adds its SDL and its resolvers here. Fields below the root resolve from the objects the
 * root resolvers return (graphql-js calls a function property with the field's arguments); abstract types resolve
 * by the objects' `__typename`.
 */
export const STORE_SCHEMA: GraphQLSchema = buildSchema([COMMON_TYPE_DEFS, PRODUCTS_TYPE_DEFS, ATTRIBUTE_METADATA_TYPE_DEFS, CART_TYPE_DEFS, CHECKOUT_TYPE_DEFS].join('\n'));
assertValidSchema(STORE_SCHEMA);

type RootResolver = (args: never, context: GraphqlContext) => unknown;

export const ROOT_RESOLVERS: Readonly<Record<string, RootResolver>> = {
  products,
  customAttributeMetadata,
  cart,
  customerCart,
  setGuestEmailOnCart,
  setPaymentMethodOnCart,
  placeOrder,
};
