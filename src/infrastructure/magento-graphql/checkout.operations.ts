/** The store GraphQL operations of the financing checkout (Magento 2.4 schema names). */
export const CUSTOMER_CART_QUERY = /* GraphQL */ `
  query CustomerCart {
    customerCart {
      id
    }
  }
`;

export const SET_GUEST_EMAIL_MUTATION = /* GraphQL */ `
  mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        id
        email
      }
    }
  }
`;

export const SET_FINANCING_PAYMENT_MUTATION = /* GraphQL */ `
  mutation SetFinancingPaymentOnCart($cartId: String!, $code: String!, $checkoutToken: String!) {
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code, affirm_gateway: { checkout_token: $checkoutToken } } }) {
      cart {
        id
        selected_payment_method {
          code
        }
      }
    }
  }
`;

export const PLACE_ORDER_MUTATION = /* GraphQL */ `
  mutation PlaceOrder($cartId: String!) {
    placeOrder(input: { cart_id: $cartId }) {
      order {
        order_number
      }
    }
  }
`;
