import { catchError, combineLatest, filter, forkJoin, map, of, startWith, switchMap, take, throwError, type Observable } from 'rxjs';
import { defaultBillingAddress, defaultShippingAddress, type Customer } from '../../domain/account/customer';
import { grandTotalOf, type CartTotals } from '../../domain/cart/cart-totals';
import type { Address } from '../../domain/checkout/address';
import { refusedIn } from '../../domain/checkout/address-refusal';
import { financingCheckout } from '../../domain/checkout/financing-checkout';
import { CARD_METHOD_CODE, financingFailed, orderNotPlaced, type PlacedOrder } from '../../domain/checkout/payment';
import { DEFAULT_SHIPPING_METHOD } from '../../domain/checkout/shipping-method';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isFinancingEligible } from '../../domain/shared/financing';
import { isShopError, shopError, type ShopError } from '../../domain/shared/shop-error';
import type { CustomerSession } from '../account/customer-session.service';
import type { Bag, BagView } from '../bag/bag.service';
import type { CartRef, CartRepository } from '../bag/cart.repository.port';
import type { BagStore } from '../bag/bag.store.port';
import { existingCart } from '../bag/current-cart';
import type { Logger } from '../shell/logger.port';
import type { CheckoutGateway, ShippingOption, StoreOrders } from './checkout-gateway.port';
import type { FinancingProvider } from './payment-providers.port';

/** What the checkout pages show and start their forms from. */
export interface CheckoutView {
  readonly bag: BagView;
  readonly customer: Customer | null;
  /** The cart's addresses when the shopper already gave them, else the customer's defaults. */
  readonly billing: Address | null;
  readonly shipping: Address | null;
  readonly email: string;
  /** False while the saved addresses (the cart's, the customer's defaults) are still on their way. */
  readonly addressesKnown: boolean;
}

export interface CheckoutAddresses {
  readonly billing: Address;
  readonly shipping: Address;
  readonly sameAsBilling: boolean;
}

/** The store's refusal of an empty cart, which the shopper reads as 'Order was not placed'. */
const EMPTY_CART_MESSAGES = ["The cart doesn't contain products.", "Unable to place order: The cart doesn't contain products."];

const FREE_SHIPPING: ShippingOption = { carrierCode: DEFAULT_SHIPPING_METHOD.carrierCode, methodCode: DEFAULT_SHIPPING_METHOD.methodCode, label: DEFAULT_SHIPPING_METHOD.label, amount: 0 };

/** The addresses on the cart, else the customer's defaults; shipping falls back to billing. */
const checkoutAddresses = (saved: { readonly billing: Address | null; readonly shipping: Address | null }, customer: Customer | null) => {
  const billing = saved.billing ?? (customer ? defaultBillingAddress(customer) : null);
  const shipping = saved.shipping ?? (customer ? defaultShippingAddress(customer) : null) ?? billing;
  return { billing, shipping };
};

/** A field the store refused is placed on the address that carried it. */
const refused = <T>(address: 'billing' | 'shipping') => catchError<T, Observable<never>>((error: unknown) => throwError(() => refusedIn(error, address)));

/** Paying before the address step: the shopper is sent back to it rather than shown a store error. */
const addressMissing = (): ShopError => SHOP_ERRORS.ADDRESS_MISSING;

/** A store failure as the shopper reads it: the store's own message (spec section 8, checkout failure). */
const toCheckoutError = (error: unknown): ShopError => {
  if (isShopError(error)) return error;
  const message = error instanceof Error && error.message.trim() !== '' ? error.message : 'The store could not answer. Please try again.';
  return EMPTY_CART_MESSAGES.includes(message) ? orderNotPlaced() : shopError('CHECKOUT.STORE_REFUSED', message);
};

/**
 * The checkout (spec sections 2 and 4): the addresses go on the shopper's cart, then the order is placed by card
 * (a nonce from the card provider's hosted fields) or by the financing provider (its checkout token), both through
 * the store's GraphQL placeOrder, which answers the order's number to guests and customers alike
 * (docs/adr/0008-orders-placed-through-graphql.md). A placed order empties the bag and forgets the guest cart and
 * the chosen diamond.
 */
export class Checkout {
  constructor(
    private readonly carts: CartRepository,
    private readonly store: BagStore,
    private readonly gateway: CheckoutGateway,
    private readonly orders: StoreOrders,
    private readonly financing: FinancingProvider,
    private readonly bag: Bag,
    private readonly session: CustomerSession,
    private readonly logger: Logger,
  ) {}

  /** The bag, the shopper and the saved addresses, all known. */
  load(): Observable<CheckoutView> {
    return this.loadInStages().pipe(
      filter((view) => view.addressesKnown),
      take(1),
    );
  }

  /**
   * The view as soon as the bag is known, so that an address form can be typed into at once, then again with the
   * shopper and the saved addresses (which the form takes only for the fields still empty).
   */
  loadInStages(): Observable<CheckoutView> {
    const saved = forkJoin([this.customer(), this.cartAddresses()]);
    return combineLatest([this.bag.refresh(), saved.pipe(startWith(null))]).pipe(
      map(([bag, known]): CheckoutView => {
        if (!known) return { bag, customer: null, billing: null, shipping: null, email: '', addressesKnown: false };
        const [customer, cart] = known;
        const { billing, shipping } = checkoutAddresses(cart, customer);
        return { bag, customer, billing, shipping, email: cart.billing?.email || customer?.email || billing?.email || '', addressesKnown: true };
      }),
    );
  }

  /** /shipping-billing: the billing address, then the shipping address and the free shipping method. */
  saveAddresses({ billing, shipping, sameAsBilling }: CheckoutAddresses): Observable<CartTotals> {
    return this.onCart((cart) =>
      this.gateway.saveBillingAddress(cart, billing).pipe(
        refused('billing'),
        switchMap(() => this.shippingMethod(cart)),
        switchMap((method) =>
          this.gateway
            .saveShippingInformation(cart, { shipping: sameAsBilling ? billing : shipping, billing, sameAsBilling, method })
            .pipe(refused(sameAsBilling ? 'billing' : 'shipping')),
        ),
        map(({ totals }) => totals),
      ),
    );
  }

  /** /shipping: the shipping address with the free method; the store copies it to billing until one is given. */
  saveShipping(address: Address): Observable<CartTotals> {
    return this.onCart((cart) =>
      this.shippingMethod(cart).pipe(
        switchMap((method) => this.gateway.saveShippingInformation(cart, { shipping: address, sameAsBilling: true, method }).pipe(refused('shipping'))),
        map(({ totals }) => totals),
      ),
    );
  }

  /** /billing. */
  saveBilling(address: Address): Observable<void> {
    return this.onCart((cart) => this.gateway.saveBillingAddress(cart, address).pipe(refused('billing')));
  }

  /** Confirm payment with the nonce the hosted card fields gave: the nonce becomes the cart's payment, then the
   * order is placed and answers its number. A refusal (a declined card, a used nonce) leaves the bag as it was. */
  payByCard(nonce: string): Observable<PlacedOrder> {
    return this.onFilledCart((cart, bag) =>
      this.orderEmail(cart).pipe(
        switchMap((email) =>
          this.cardTotals(cart).pipe(
            switchMap(() => this.maskedCartId(cart)),
            switchMap((maskedId) =>
              this.guestEmail(cart, maskedId, email).pipe(
                switchMap(() => this.orders.setCardPayment(maskedId, nonce)),
                switchMap(() => this.orders.placeOrder(maskedId)),
              ),
            ),
            switchMap((orderNumber) => this.placed(orderNumber, email, bag)),
          ),
        ),
      ),
    );
  }

  /** The customer's cart has its totals collected for the card and free shipping first (spec section 7). */
  private cardTotals(cart: CartRef): Observable<unknown> {
    return cart.type === 'customer' ? this.gateway.collectTotals(cart, CARD_METHOD_CODE, FREE_SHIPPING) : of(null);
  }

  /** Whether the financing provider is offered for this total (hidden above the limit). */
  offersFinancing(total: number): boolean {
    return isFinancingEligible(total);
  }

  /** READY → OPEN: registers the bag with the financing provider and answers its frame's address. */
  openFinancing(parentOrigin: string): Observable<string> {
    return this.onFilledCart((cart, bag) => {
      if (!isFinancingEligible(grandTotalOf(bag.totals))) return throwError(() => financingFailed());
      return forkJoin([this.cartAddresses(), this.customer()]).pipe(
        switchMap(([saved, customer]) => {
          const { billing, shipping } = checkoutAddresses(saved, customer);
          if (!billing || !shipping) return throwError(() => addressMissing());
          const checkout = financingCheckout({
            items: bag.lines.map((line) => line.item),
            totals: bag.totals,
            coupon: bag.coupon,
            billing: { ...billing, email: billing.email || customer?.email },
            shipping,
            cartId: cart.id,
          });
          return this.financing.open(checkout, parentOrigin);
        }),
        catchError((error: unknown) => {
          this.logger.warn('The financing provider could not open', error);
          return throwError(() => (isShopError(error) && error.code === 'CHECKOUT.ADDRESS_MISSING' ? error : financingFailed()));
        }),
      );
    });
  }

  /** SET_PAYMENT: the approved checkout token goes on the cart (and a guest's email, which GraphQL needs). */
  setFinancingPayment(checkoutToken: string): Observable<void> {
    return this.onCart((cart) =>
      this.maskedCartId(cart).pipe(
        switchMap((maskedId) =>
          this.orderEmail(cart).pipe(
            switchMap((email) => this.guestEmail(cart, maskedId, email)),
            switchMap(() => this.orders.setFinancingPayment(maskedId, checkoutToken)),
          ),
        ),
      ),
    );
  }

  /** PLACE_ORDER, Confirm payment: the order through GraphQL placeOrder; a failure is its first error message. */
  placeFinancingOrder(): Observable<PlacedOrder> {
    return this.onFilledCart((cart, bag) =>
      forkJoin([this.maskedCartId(cart), this.orderEmail(cart)]).pipe(
        switchMap(([maskedId, email]) => this.orders.placeOrder(maskedId).pipe(switchMap((orderNumber) => this.placed(orderNumber, email, bag)))),
      ),
    );
  }

  /** GraphQL places a guest's order for the email on the cart, so the guest's email goes there first. */
  private guestEmail(cart: CartRef, maskedId: string, email: string): Observable<void> {
    return cart.type === 'guest' ? this.orders.setGuestEmail(maskedId, email) : of(undefined);
  }

  /** The order is placed: the bag empties, the guest cart and the chosen diamond are forgotten. */
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

  /** The signed-in customer; asks the store when the shop has not looked the shopper up yet. */
  private customer(): Observable<Customer | null> {
    if (!this.session.current.known) return this.session.refresh().pipe(map((state) => state.customer));
    return of(this.session.current.customer);
  }

  private cartAddresses(): Observable<{ readonly billing: Address | null; readonly shipping: Address | null }> {
    return existingCart(this.carts, this.store).pipe(
      switchMap((cart) => (cart ? this.gateway.addresses(cart) : of({ billing: null, shipping: null }))),
      catchError((error: unknown) => {
        this.logger.warn('The cart addresses could not be read', error);
        return of({ billing: null, shipping: null });
      }),
    );
  }

  /** The customer's account email, or the email a guest gave on the billing address. */
  private orderEmail(cart: CartRef): Observable<string> {
    return this.customer().pipe(
      switchMap((customer) => (customer ? of(customer.email) : this.gateway.addresses(cart).pipe(map(({ billing }) => billing?.email ?? '')))),
      switchMap((email) => (email ? of(email) : throwError(() => addressMissing()))),
    );
  }

  private shippingMethod(cart: CartRef): Observable<ShippingOption> {
    return this.gateway.shippingMethods(cart).pipe(
      map((methods) => methods.find((m) => m.carrierCode === FREE_SHIPPING.carrierCode && m.methodCode === FREE_SHIPPING.methodCode) ?? methods[0] ?? FREE_SHIPPING),
    );
  }

  private maskedCartId(cart: CartRef): Observable<string> {
    return cart.type === 'guest' ? of(cart.id) : this.orders.customerCartId();
  }

  /** Work on the shopper's existing cart; without one there is nothing to check out. */
  private onCart<T>(work: (cart: CartRef) => Observable<T>): Observable<T> {
    return existingCart(this.carts, this.store).pipe(
      switchMap((cart) => (cart ? work(cart) : throwError(() => orderNotPlaced()))),
      catchError((error: unknown) => throwError(() => toCheckoutError(error))),
    );
  }

  /** Work on a cart that holds items: an empty one gives 'Order was not placed' before anything is sent. */
  private onFilledCart<T>(work: (cart: CartRef, bag: BagView) => Observable<T>): Observable<T> {
    return this.onCart((cart) =>
      this.bag.refresh().pipe(switchMap((bag) => (bag.lines.length === 0 ? throwError(() => orderNotPlaced()) : work(cart, bag)))),
    );
  }
}
