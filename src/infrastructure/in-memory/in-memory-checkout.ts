import { defer, filter, map, of, switchMap, take, throwError, type Observable } from 'rxjs';
import type { CartRef } from '../../application/bag/cart.repository.port';
import type { CheckoutGateway, ShippingInformation, ShippingOption } from '../../application/checkout/checkout-gateway.port';
import type { FinancingOutcome, FinancingProvider } from '../../application/checkout/financing-provider.port';
import type { CardFieldsOutcome, HostedCardFields } from '../../application/checkout/hosted-card-fields.port';
import type { StoreOrders } from '../../application/checkout/store-orders.port';
import type { BagTotals } from '../../domain/bag/bag-totals';
import type { Address } from '../../domain/checkout/address';
import { addressFieldRefused } from '../../domain/checkout/address-refusal';
import type { FinancingCheckout } from '../../domain/checkout/financing-checkout';
import type { CartPayment, StoreOrder } from '../../domain/checkout/payment';
import { frameMessages, type FrameMessage } from '../browser-window/frame-messages';
import type { InMemoryCartRepository } from './in-memory-cart.repository';

export interface InMemoryOrder {
  readonly id: string;
  readonly cartId: string;
  readonly email: string;
  readonly method: CartPayment['code'];
  readonly items: readonly string[];
}

export const DECLINED_NONCE = 'nonce-declined';
/** The store's `payment/banktransfer/instructions`, copied onto each bank transfer order. */
export const BANK_TRANSFER_INSTRUCTIONS = 'Transfer the total to Loupe Jewelers Inc., account 4455667788, quoting your order number.';
export const FREE_SHIPPING_OPTION: ShippingOption = { carrierCode: 'freeshipping', methodCode: 'freeshipping', label: 'Free', amount: 0 };

/** A payment set on a cart: the card provider's nonce, the financing provider's checkout token, or nothing (an
 * offline method). */
export interface InMemoryPayment {
  readonly method: InMemoryOrder['method'];
  readonly proof: string;
}

const proofOf = (payment: CartPayment): string => ('nonce' in payment ? payment.nonce : 'checkoutToken' in payment ? payment.checkoutToken : '');

/** The store refuses a US zip that is not 12345 or 12345-6789, naming the field as its adapter does. */
const refusedZip = (address: Address) => (/^\d{5}(-\d{4})?$/.test(address.postcode) ? null : addressFieldRefused('zip'));

/** The store's checkout over the in-memory carts: addresses per cart, orders numbered with increment ids, and the
 * store's messages (Magento's placeOrder wording) for an empty cart, a missing shipping address, a zip it does not
 * take, the declined test nonce and a used one. */
export class InMemoryCheckoutGateway implements CheckoutGateway, StoreOrders {
  readonly billing = new Map<string, Address>();
  readonly shipping = new Map<string, Address>();
  readonly guestEmails = new Map<string, string>();
  /** The payment on each cart, by masked cart id. */
  readonly payments = new Map<string, InMemoryPayment>();
  readonly orders: InMemoryOrder[] = [];
  /** Every request body sent to the store, to check what leaves the browser. */
  readonly sentBodies: unknown[] = [];
  failWith: unknown = null;
  /** A rule of the store the forms do not know: the refusal it answers to an address, or null to take it. */
  refuseAddress: ((address: Address) => unknown) | null = null;
  /** While set, the cart's addresses are answered only once this emits (a slow store). */
  addressesGate: Observable<unknown> | null = null;
  #nextOrder = 2;
  readonly #usedNonces = new Set<string>();

  constructor(private readonly carts: InMemoryCartRepository) {}

  addresses(cart: CartRef): Observable<{ billing: Address | null; shipping: Address | null }> {
    const answer = this.answer(() => ({ billing: this.billing.get(cart.id) ?? null, shipping: this.shipping.get(cart.id) ?? null }));
    return this.addressesGate ? this.addressesGate.pipe(take(1), switchMap(() => answer)) : answer;
  }

  saveBillingAddress(cart: CartRef, address: Address, keep = false): Observable<void> {
    return this.answer(() => {
      this.sentBodies.push({ address, keep });
      const refusal = this.refuseAddress?.(address) ?? refusedZip(address);
      if (refusal) throw refusal;
      this.billing.set(cart.id, address);
    });
  }

  shippingMethods(): Observable<readonly ShippingOption[]> {
    return this.answer(() => [FREE_SHIPPING_OPTION]);
  }

  saveShippingInformation(cart: CartRef, information: ShippingInformation): Observable<{ totals: BagTotals; paymentMethods: readonly string[] }> {
    return defer(() => {
      this.sentBodies.push(information);
      if (this.failWith) return throwError(() => this.failWith);
      if (this.items(cart).length === 0) return throwError(() => new Error("The shipping method can't be set for an empty cart. Add an item to cart and try again."));
      const refusal = [information.shipping, information.billing]
        .filter((address): address is Address => address !== undefined)
        .map((address) => this.refuseAddress?.(address) ?? refusedZip(address))
        .find((found) => found !== null && found !== undefined);
      if (refusal) return throwError(() => refusal);
      this.shipping.set(cart.id, information.shipping);
      if (information.billing) this.billing.set(cart.id, information.billing);
      else if (!this.billing.has(cart.id)) this.billing.set(cart.id, information.shipping);
      return this.carts.totals(cart).pipe(map((totals) => ({ totals, paymentMethods: ['braintree', 'affirm_gateway'] })));
    });
  }

  collectTotals(cart: CartRef): Observable<BagTotals> {
    return defer(() => (this.failWith ? throwError(() => this.failWith) : this.carts.totals(cart)));
  }

  customerCartId(): Observable<string> {
    return this.answer(() => {
      if (!this.carts.customerCartId) throw new Error("The current customer isn't authorized.");
      return this.carts.customerCartId;
    });
  }

  setGuestEmail(maskedCartId: string, email: string): Observable<void> {
    return this.answer(() => {
      this.sentBodies.push({ cartId: maskedCartId, email });
      this.guestEmails.set(maskedCartId, email);
    });
  }

  setPayment(maskedCartId: string, payment: CartPayment): Observable<void> {
    const kept: InMemoryPayment = { method: payment.code, proof: proofOf(payment) };
    return this.answer(() => {
      this.sentBodies.push({ cartId: maskedCartId, payment: kept });
      if (!this.shipping.has(maskedCartId)) throw new Error('The shipping address is missing. Set the address and try again.');
      this.payments.set(maskedCartId, kept);
    });
  }

  /** Magento's checks, in its order; the card's nonce is used up by a decline too, as at the card provider. */
  placeOrder(maskedCartId: string): Observable<StoreOrder> {
    return defer(() => {
      if (this.failWith) return throwError(() => this.failWith);
      const customer = this.carts.customerCartId === maskedCartId;
      if (!customer && !this.guestEmails.has(maskedCartId)) return throwError(() => new Error('Guest email for cart is missing.'));
      const refused = (message: string) => throwError(() => new Error(`Unable to place order: ${message}`));
      if ((this.carts.carts.get(maskedCartId) ?? []).length === 0) return refused("The cart doesn't contain products.");
      if (!this.shipping.has(maskedCartId)) return refused('The shipping method is missing. Select the shipping method and try again.');
      const payment = this.payments.get(maskedCartId);
      if (!payment) return refused('Enter a valid payment method and try again.');
      if (payment.method === 'affirm_gateway' && payment.proof === 'token-invalid') return refused('The financing checkout token is invalid.');
      if (payment.method === 'braintree') {
        if (this.#usedNonces.has(payment.proof)) return refused('Payment method nonce is invalid.');
        this.#usedNonces.add(payment.proof);
        if (payment.proof === DECLINED_NONCE) return refused('Processor declined');
      }
      const order = this.place(maskedCartId, this.guestEmails.get(maskedCartId) ?? 'customer', payment.method);
      const offline = payment.method === 'banktransfer';
      return of({ number: order.padStart(9, '0'), paymentPending: offline, instructions: offline ? BANK_TRANSFER_INSTRUCTIONS : null });
    });
  }

  private place(cartId: string, email: string, method: InMemoryOrder['method']): string {
    const id = String(this.#nextOrder++);
    this.orders.push({ id, cartId, email, method, items: (this.carts.carts.get(cartId) ?? []).map((item) => item.sku) });
    // The cart closes with the order; a customer's next cart is a new, empty one.
    this.carts.carts.delete(cartId);
    if (this.carts.customerCartId === cartId) this.carts.customerCartId = `${cartId}-next`;
    return id;
  }

  private items(cart: CartRef) {
    return this.carts.carts.get(cart.id) ?? [];
  }

  private answer<T>(compute: () => T): Observable<T> {
    return defer(() => (this.failWith ? throwError(() => this.failWith) : of(compute())));
  }
}

const TEST_ORIGIN = 'https://payments.test';

/** The window a test posts the providers' frame messages to: the page's own where there is one. */
const pageWindow = (): EventTarget => (typeof globalThis.addEventListener === 'function' ? (globalThis as unknown as EventTarget) : new EventTarget());
const pageOrigin = (): string => globalThis.location?.origin ?? 'http://shop.test';

/** Hosted card fields whose frame a test plays by posting messages from `origin` to the window. */
export class InMemoryHostedCardFields implements HostedCardFields {
  readonly origin = TEST_ORIGIN;

  constructor(
    private readonly window: EventTarget = pageWindow(),
    private readonly parentOrigin: () => string = pageOrigin,
  ) {}

  frameUrl(): string {
    return `${TEST_ORIGIN}/hosted-fields?parentOrigin=${encodeURIComponent(this.parentOrigin())}`;
  }

  outcomes(): Observable<CardFieldsOutcome> {
    return frameMessages(this.window).pipe(
      map((message) => this.read(message)),
      filter((outcome): outcome is CardFieldsOutcome => outcome !== null),
    );
  }

  private read({ origin, data }: FrameMessage): CardFieldsOutcome | null {
    if (origin !== TEST_ORIGIN || typeof data !== 'object' || data === null) return null;
    const message = data as { type?: string; nonce?: string; last4?: string; message?: string };
    if (message.type === 'loupe-card-nonce' && message.nonce) return { type: 'nonce', nonce: message.nonce, last4: message.last4 ?? '' };
    if (message.type === 'loupe-card-error') return { type: 'error', message: message.message ?? '' };
    return null;
  }
}

/** A financing provider that records the checkouts it was opened with; a test answers for its frame by posting
 * messages from `origin` to the window. */
export class InMemoryFinancingProvider implements FinancingProvider {
  readonly origin = TEST_ORIGIN;
  readonly opened: FinancingCheckout[] = [];
  failWith: unknown = null;
  /** A rule of the store the forms do not know: the refusal it answers to an address, or null to take it. */
  refuseAddress: ((address: Address) => unknown) | null = null;

  constructor(
    private readonly window: EventTarget = pageWindow(),
    private readonly parentOrigin: () => string = pageOrigin,
  ) {}

  open(checkout: FinancingCheckout): Observable<string> {
    return defer(() => {
      if (this.failWith) return throwError(() => this.failWith);
      this.opened.push(checkout);
      return of(`${TEST_ORIGIN}/checkout/chk_${this.opened.length}?parentOrigin=${encodeURIComponent(this.parentOrigin())}`);
    });
  }

  outcomes(): Observable<FinancingOutcome> {
    return frameMessages(this.window).pipe(
      map((message) => this.read(message)),
      filter((outcome): outcome is FinancingOutcome => outcome !== null),
    );
  }

  private read({ origin, data }: FrameMessage): FinancingOutcome | null {
    if (origin !== TEST_ORIGIN || typeof data !== 'object' || data === null) return null;
    const message = data as { type?: string; checkout_token?: string; message?: string };
    if (message.type === 'loupe-financing-approved' && message.checkout_token) return { type: 'approved', checkoutToken: message.checkout_token };
    if (message.type === 'loupe-financing-cancelled') return { type: 'cancelled' };
    if (message.type === 'loupe-financing-declined') return { type: 'declined', message: message.message ?? '' };
    return null;
  }
}
