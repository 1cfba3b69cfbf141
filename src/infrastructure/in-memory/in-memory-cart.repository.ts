import { defer, of, throwError, type Observable } from 'rxjs';
import { CART_NOT_FOUND, type BagContents, type BagStore, type CartRef, type CartRepository } from '../../application/bag/cart.repository.port';
import type { CartItem } from '../../domain/cart/cart-item';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import { shopError } from '../../domain/shared/shop-error';

/** Carts held in memory, for tests of use cases and views. `customerCartId` makes the shopper a signed-in customer. */
export class InMemoryCartRepository implements CartRepository {
  readonly carts = new Map<string, CartItem[]>();
  readonly billingAddressSet = new Set<string>();
  customerCartId: string | null = null;
  failWith: unknown = null;
  #nextCart = 1;
  #nextItem = 1;

  constructor(private readonly diamonds: readonly Diamond[] = []) {}

  findCustomerCart(): Observable<CartRef | null> {
    return this.answer(() => (this.customerCartId ? { type: 'customer' as const, id: this.ensure(this.customerCartId) } : null));
  }

  createGuestCart(): Observable<CartRef> {
    return this.answer(() => ({ type: 'guest' as const, id: this.ensure(`guest-${this.#nextCart++}`) }));
  }

  addDiamond(cart: CartRef, diamondId: DiamondId): Observable<CartItem> {
    return this.answer(() => {
      const items = this.cart(cart);
      const diamond = this.diamonds.find((d) => d.diamond_id === diamondId);
      if (!diamond) throw Object.assign(new Error('Diamond was not found'), { status: 404 });
      const existing = items.find((item) => item.sku === diamondId);
      if (existing) return existing;
      const item: CartItem = { id: diamondId, sku: diamondId, name: `${diamond.size} ct ${diamond.shape} diamond`, price: diamond.total_sales_price, item_id: this.#nextItem++, qty: 1, quote_id: cart.id };
      items.push(item);
      return item;
    });
  }

  /** Products this fake knows: sku → price and ring attributes. */
  readonly products = new Map<string, { name: string; price: number; parentSku: string; attributes: Record<string, string> }>();

  addProduct(cart: CartRef, sku: string, qty: number): Observable<CartItem> {
    return this.answer(() => {
      const items = this.cart(cart);
      const product = this.products.get(sku);
      if (!product) throw new Error("The product that was requested doesn't exist. Verify the product and try again.");
      const item: CartItem = {
        id: sku,
        sku,
        name: product.name,
        price: product.price,
        item_id: this.#nextItem++,
        qty,
        quote_id: cart.id,
        extension_attributes: { parent_sku: product.parentSku },
        custom_attributes: Object.entries(product.attributes).map(([attribute_code, value]) => ({ attribute_code, value })),
      };
      items.push(item);
      return item;
    });
  }

  setEmptyBillingAddress(cart: CartRef): Observable<void> {
    return this.answer(() => {
      this.cart(cart);
      this.billingAddressSet.add(cart.id);
    });
  }

  items(cart: CartRef): Observable<BagContents> {
    return this.answer(() => ({ type: cart.type, items: [...this.cart(cart)] }));
  }

  private ensure(id: string): string {
    if (!this.carts.has(id)) this.carts.set(id, []);
    return id;
  }

  private cart(cart: CartRef): CartItem[] {
    const items = this.carts.get(cart.id);
    if (!items) throw shopError(CART_NOT_FOUND, 'The bag no longer exists.');
    return items;
  }

  private answer<T>(compute: () => T): Observable<T> {
    return defer(() => (this.failWith ? throwError(() => this.failWith) : of(compute())));
  }
}

export class InMemoryBagStore implements BagStore {
  guestCartId: string | null = null;
  diamondId: DiamondId | null = null;

  readGuestCartId = () => this.guestCartId;
  saveGuestCartId = (id: string) => void (this.guestCartId = id);
  clearGuestCartId = () => void (this.guestCartId = null);
  readDiamondId = () => this.diamondId;
  saveDiamondId = (id: DiamondId) => void (this.diamondId = id);
  clearDiamondId = () => void (this.diamondId = null);
}
