import { map, of, switchMap, throwError, type Observable } from 'rxjs';
import { grandTotalOf } from '../../domain/bag/bag-totals';
import type { CartPayment, PlacedOrder, StoreOrder } from '../../domain/checkout/payment';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { ShopError } from '../../domain/shared/shop-error';
import { EMPTY_BAG, type BagState, type BagView } from '../bag/bag-state';
import type { BagStore } from '../bag/bag.store.port';
import type { CartRef } from '../bag/cart.repository.port';
import type { CheckoutCart } from './checkout-cart';
import type { CheckoutGateway } from './checkout-gateway.port';
import { FREE_SHIPPING } from './save-checkout-addresses.use-case';
import type { SavedAddresses } from './saved-addresses';
import type { StoreOrders } from './store-orders.port';

/** Paying before the address step: the shopper is sent back to it rather than shown a store error. */
export const addressMissing = (): ShopError => SHOP_ERRORS.ADDRESS_MISSING;

/**
 * The one way an order is paid and placed, whatever the method, through the store's GraphQL placeOrder, which
 * answers the order's number to guests and customers alike (docs/adr/0008-orders-placed-through-graphql.md): the
 * bag read once (an empty one gives 'Order was not placed' before anything is sent), the customer's totals
 * collected for the method, the guest's email and the payment on the cart, the order placed; then the bag is empty
 * (told to every observer without reading it again) and the guest cart and the chosen diamond are forgotten.
 */
export class OrderPlacement {
  constructor(
    private readonly cart: CheckoutCart,
    private readonly gateway: CheckoutGateway,
    private readonly orders: StoreOrders,
    private readonly saved: SavedAddresses,
    private readonly store: BagStore,
    private readonly bag: BagState,
  ) {}

  /** Pays with `payment` and places the order; null when the payment is already on the cart (the financing
   * provider's approved token, set with the guest's email when it was approved). A failure is the store's first
   * error message and leaves the bag as it was. */
  pay(payment: CartPayment | null): Observable<PlacedOrder> {
    return this.cart.onFilledCart((cart, bag) =>
      this.email(cart).pipe(
        switchMap((email) =>
          this.totalsFor(cart, payment).pipe(
            switchMap(() => this.maskedCartId(cart)),
            switchMap((maskedId) => (payment ? this.setPayment(cart, maskedId, email, payment) : of(undefined)).pipe(switchMap(() => this.orders.placeOrder(maskedId)))),
            map((order) => this.placed(order, email, bag)),
          ),
        ),
      ),
    );
  }

  /** The customer's account email, or the email a guest gave on the billing address. */
  email(cart: CartRef): Observable<string> {
    return this.saved.customer().pipe(
      switchMap((customer) => (customer ? of(customer.email) : this.gateway.addresses(cart).pipe(map(({ billing }) => billing?.email ?? '')))),
      switchMap((email) => (email ? of(email) : throwError(() => addressMissing()))),
    );
  }

  /** GraphQL names carts by their masked id; the customer's is looked up there. */
  maskedCartId(cart: CartRef): Observable<string> {
    return cart.type === 'guest' ? of(cart.id) : this.orders.customerCartId();
  }

  /** The payment on the cart, after the guest's email (GraphQL places a guest's order for the email on the cart). */
  setPayment(cart: CartRef, maskedId: string, email: string, payment: CartPayment): Observable<void> {
    const guestEmail = cart.type === 'guest' ? this.orders.setGuestEmail(maskedId, email) : of(undefined);
    return guestEmail.pipe(switchMap(() => this.orders.setPayment(maskedId, payment)));
  }

  /** The customer's cart has its totals collected for the method and free shipping first (spec section 7). */
  private totalsFor(cart: CartRef, payment: CartPayment | null): Observable<unknown> {
    return cart.type === 'customer' && payment ? this.gateway.collectTotals(cart, payment.code, FREE_SHIPPING) : of(null);
  }

  private placed(placed: StoreOrder, email: string, bag: BagView): PlacedOrder {
    this.store.clearGuestCartId();
    this.store.clearDiamondId();
    this.store.clearCustomerCartId();
    // The store's cart became the order: the bag is empty, and every observer is told so without asking the store.
    this.bag.seed({ ...EMPTY_BAG, type: bag.type });
    return {
      orderId: placed.number,
      paymentPending: placed.paymentPending,
      instructions: placed.instructions,
      email,
      value: grandTotalOf(bag.totals),
      items: bag.lines.map(({ item }) => ({ sku: item.sku, name: item.name, price: item.price, quantity: item.qty })),
    };
  }
}
