/**
 * Checkout through GraphQL, in Magento 2.4's names: the customer's cart, the guest's email, the payment method
 * (the card provider's `braintree` and the financing provider's `affirm_gateway` inputs) and the order.
 * `checkout_token` is optional in the schema so that a missing one is answered by the resolver with Magento's
 * `graphql-input` message rather than by validation.
 */
export const CHECKOUT_TYPE_DEFS = /* GraphQL */ `
  extend type Query {
    customerCart: Cart!
  }

  extend type Mutation {
    setGuestEmailOnCart(input: SetGuestEmailOnCartInput): SetGuestEmailOnCartOutput
    setPaymentMethodOnCart(input: SetPaymentMethodOnCartInput): SetPaymentMethodOnCartOutput
    placeOrder(input: PlaceOrderInput): PlaceOrderOutput
  }

  input SetGuestEmailOnCartInput {
    cart_id: String!
    email: String!
  }

  type SetGuestEmailOnCartOutput {
    cart: Cart!
  }

  input SetPaymentMethodOnCartInput {
    cart_id: String!
    payment_method: PaymentMethodInput!
  }

  input PaymentMethodInput {
    code: String!
    purchase_order_number: String
    braintree: BraintreeInput
    affirm_gateway: AffirmGatewayInput
  }

  input BraintreeInput {
    payment_method_nonce: String!
    is_active_payment_token_enabler: Boolean!
    device_data: String
  }

  input AffirmGatewayInput {
    checkout_token: String
  }

  type SetPaymentMethodOnCartOutput {
    cart: Cart!
  }

  input PlaceOrderInput {
    cart_id: String!
  }

  type PlaceOrderOutput {
    order: Order!
  }

  type Order {
    order_number: String!
  }
`;
