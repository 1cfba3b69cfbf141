import { map, of, switchMap, throwError, type Observable } from 'rxjs';
import { grandTotalOf } from '../../domain/bag/bag-totals';
import type { PlacedOrder } from '../../domain/checkout/payment';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { ShopError } from '../../domain/shared/shop-error';
import type { BagState, BagView } from '../kernel/bag-state';
import type { BagStore } from '../kernel/bag.store.port';
import type { CartRef } from '../kernel/cart.repository.port';
import type { CheckoutGateway } from './checkout-gateway.port';
import type { SavedAddresses } from './saved-addresses';
import type { StoreOrders } from './store-orders.port';

/** Paying before the address step: the shopper is sent back to it rather than shown a store error. */
export const addressMissing = (): ShopError => SHOP_ERRORS.ADDRESS_MISSING;

/**
 * What the card and the financing payment share on the way to the store's GraphQL placeOrder, which answers the
 * order's number to guests and customers alike (docs/adr/0008-orders-placed-through-graphql.md): the cart's masked
 * id, the guest's email on the cart, and, once placed, the bag emptied and the guest cart and the chosen diamond
 * forgotten.
 */
export class OrderPlacement {
  constructor(
    private readonly gateway: CheckoutGateway,
    private readonly orders: StoreOrders,
    private readonly saved: SavedAddresses,
    private readonly store: BagStore,
    private readonly bag: BagState,
  ) {}

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

  /** GraphQL places a guest's order for the email on the cart, so the guest's email goes there first. */
  guestEmail(cart: CartRef, maskedId: string, email: string): Observable<void> {
    return cart.type === 'guest' ? this.orders.setGuestEmail(maskedId, email) : of(undefined);
  }

  /** Places the order; answers it as /order-received shows it, with the bag emptied and the guest cart and the
   * chosen diamond forgotten. A failure is the store's first error message, and leaves the bag as it was. */
  place(maskedId: string, email: string, bag: BagView): Observable<PlacedOrder> {
    return this.orders.placeOrder(maskedId).pipe(switchMap((orderNumber) => this.placed(orderNumber, email, bag)));
  }

  private placed(orderId: string, email: string, bag: BagView): Observable<PlacedOrder> {
    this.store.clearGuestCartId();
    this.store.clearDiamondId();
    this.store.clearCustomerCartId();
    const order: PlacedOrder = {
      orderId,
      email,
      value: grandTotalOf(bag.totals),
      items: bag.lines.map(({ item }) => ({ sku: item.sku, name: item.name, price: item.price, quantity: item.qty })),
    };
    return this.bag.refresh().pipe(map(() => order));
  }
}
