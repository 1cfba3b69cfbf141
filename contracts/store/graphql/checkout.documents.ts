/** The store GraphQL operations of the checkout, card, financing and bank transfer (Magento 2.4 schema names). */
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

/** The card provider's nonce (Magento's Braintree module reads `braintree`, as Magento's own PWA sends it). */
export const SET_CARD_PAYMENT_MUTATION = /* GraphQL */ `
  mutation SetCardPaymentOnCart($cartId: String!, $code: String!, $nonce: String!, $storeInVault: Boolean!) {
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code, braintree: { payment_method_nonce: $nonce, is_active_payment_token_enabler: $storeInVault } } }) {
      cart {
        id
        selected_payment_method {
          code
        }
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

/** Magento's offline bank transfer: the method's code alone. */
export const SET_BANK_TRANSFER_PAYMENT_MUTATION = /* GraphQL */ `
  mutation SetBankTransferPaymentOnCart($cartId: String!, $code: String!) {
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {
      cart {
        id
        selected_payment_method {
          code
        }
      }
    }
  }
`;

/** The order's number, and (Magento 2.4.7's `orderV2`) its status and its payment's additional data, where an
 * offline method keeps the store's instructions. */
export const PLACE_ORDER_MUTATION = /* GraphQL */ `
  mutation PlaceOrder($cartId: String!) {
    placeOrder(input: { cart_id: $cartId }) {
      order {
        order_number
      }
      orderV2 {
        status
        payment_methods {
          type
          additional_data {
            name
            value
          }
        }
      }
    }
  }
`;
