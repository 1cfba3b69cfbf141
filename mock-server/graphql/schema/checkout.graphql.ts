/**
 * Checkout through GraphQL, in Magento 2.4's names: the customer's cart, the guest's email, the payment method
 * (the card provider's `braintree` and the financing provider's `affirm_gateway` inputs; the offline
 * `banktransfer` takes the code alone) and the order.
 * `checkout_token` is optional in the schema so that a missing one is answered by the resolver with Magento's
 * `graphql-input` message rather than by validation. `placeOrder` answers the order number (`order`) and, as
 * Magento 2.4.7 does, the whole order (`orderV2`, a `CustomerOrder`).
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
    order: Order! @deprecated(reason: "Use orderV2 instead.")
    orderV2: CustomerOrder
  }

  type Order {
    order_number: String!
  }

  type CustomerOrder {
    id: ID!
    number: String!
    increment_id: String @deprecated(reason: "Use the id field instead.")
    order_number: String! @deprecated(reason: "Use the number field instead.")
    order_date: String!
    created_at: String @deprecated(reason: "Use the order_date field instead.")
    status: String!
    state: String!
    email: String
    items: [OrderItem]
    total: OrderTotal
    grand_total: Float @deprecated(reason: "Use the totals.grand_total field instead.")
    billing_address: OrderAddress
    shipping_method: String
    payment_methods: [OrderPaymentMethod]
    applied_coupons: [AppliedCoupon]!
  }

  type OrderItem {
    id: ID!
    product_sku: String!
    product_name: String
    product_sale_price: Money!
    quantity_ordered: Float
    status: String
  }

  type OrderTotal {
    subtotal: Money!
    discounts: [Discount]
    total_shipping: Money!
    total_tax: Money!
    grand_total: Money!
    base_grand_total: Money!
  }

  type OrderAddress {
    firstname: String!
    lastname: String!
    street: [String]!
    city: String!
    region: String
    region_id: ID
    postcode: String
    country_code: String
    telephone: String
  }

  type OrderPaymentMethod {
    name: String!
    type: String!
    additional_data: [KeyValue]
  }

  type KeyValue {
    name: String
    value: String
  }
`;
