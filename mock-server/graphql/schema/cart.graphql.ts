export const CART_TYPE_DEFS = /* GraphQL */ `
  extend type Query {
    cart(cart_id: String!): Cart
  }

  type Cart {
    id: ID!
    email: String
    is_virtual: Boolean!
    total_quantity: Float!
    items: [CartItemInterface]
    prices: CartPrices
    applied_coupons: [AppliedCoupon]
    available_payment_methods: [AvailablePaymentMethod]
    selected_payment_method: SelectedPaymentMethod
  }

  type AvailablePaymentMethod {
    code: String!
    title: String!
    is_deferred: Boolean!
  }

  type SelectedPaymentMethod {
    code: String!
    title: String!
    purchase_order_number: String
  }

  interface CartItemInterface {
    uid: ID!
    id: String!
    quantity: Float!
    product: ProductInterface!
    prices: CartItemPrices
  }

  type SimpleCartItem implements CartItemInterface {
    uid: ID!
    id: String!
    quantity: Float!
    product: ProductInterface!
    prices: CartItemPrices
  }

  type CartItemPrices {
    price: Money!
    row_total: Money!
    row_total_including_tax: Money!
    total_item_discount: Money
    discounts: [Discount]
  }

  type CartPrices {
    grand_total: Money
    subtotal_excluding_tax: Money
    subtotal_including_tax: Money
    subtotal_with_discount_excluding_tax: Money
    discounts: [Discount]
    applied_taxes: [CartTaxItem]
  }

  type Discount {
    amount: Money!
    label: String!
  }

  type CartTaxItem {
    amount: Money!
    label: String!
  }

  type AppliedCoupon {
    code: String!
  }
`;
