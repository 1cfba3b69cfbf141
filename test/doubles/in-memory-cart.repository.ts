import { defer, of, throwError, type Observable } from 'rxjs';
import type { BagContents, CartRef, CartRepository } from '../../src/application/kernel/cart.repository.port';
import type { BagStore } from '../../src/application/kernel/bag.store.port';
import type { BagItem } from '../../src/domain/bag/bag-item';
import type { BagTotals } from '../../src/domain/bag/bag-totals';
import type { Diamond, DiamondId } from '../../src/domain/diamond/diamond';
import { SHOP_ERRORS } from '../../src/domain/shared/error-catalogue';

/** Carts held in memory, for tests of use cases and views. `customerCartId` makes the shopper a signed-in customer. */
export class InMemoryCartRepository implements CartRepository {
  readonly carts = new Map<string, BagItem[]>();
  readonly billingAddressSet = new Set<string>();
  readonly coupons = new Map<string, string>();
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

  addDiamond(cart: CartRef, diamondId: DiamondId): Observable<BagItem> {
    return this.answer(() => {
      const items = this.cart(cart);
      const diamond = this.diamonds.find((d) => d.id === diamondId);
      if (!diamond) throw Object.assign(new Error('Diamond was not found'), { status: 404 });
      const existing = items.find((item) => item.sku === diamondId);
      if (existing) return existing;
      const item: BagItem = { id: diamondId, sku: diamondId, name: `${diamond.size} ct ${diamond.shape} diamond`, price: diamond.price, lineId: this.#nextItem++, qty: 1, cartId: cart.id };
      items.push(item);
      return item;
    });
  }

  /** Products this fake knows: sku → price and ring attributes. */
  readonly products = new Map<string, { name: string; price: number; parentSku: string; attributes: Record<string, string> }>();

  addProduct(cart: CartRef, sku: string, qty: number): Observable<BagItem> {
    return this.answer(() => {
      const items = this.cart(cart);
      const product = this.products.get(sku);
      if (!product) throw new Error("The product that was requested doesn't exist. Verify the product and try again.");
      const item: BagItem = {
        id: sku,
        sku,
        name: product.name,
        price: product.price,
        lineId: this.#nextItem++,
        qty,
        cartId: cart.id,
        parentSku: product.parentSku,
        attributes: Object.entries(product.attributes).map(([code, value]) => ({ code, value })),
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

  totals(cart: CartRef): Observable<BagTotals> {
    return this.answer(() => {
      const subtotal = this.cart(cart).reduce((sum, item) => sum + item.price * item.qty, 0);
      const discount = -couponDiscount(this.coupons.get(cart.id) ?? null, subtotal);
      const grand = Math.max(0, subtotal + discount);
      return { subtotal, discount, tax: 0, grandTotal: grand };
    });
  }

  removeItem(cart: CartRef, itemId: number): Observable<void> {
    return this.answer(() => {
      const items = this.cart(cart);
      const index = items.findIndex((item) => item.lineId === itemId);
      if (index < 0) throw Object.assign(new Error(`The ${cart.id} Cart doesn't contain the ${itemId} item.`), { status: 404 });
      items.splice(index, 1);
    });
  }

  coupon(cart: CartRef): Observable<string | null> {
    return this.answer(() => {
      this.cart(cart);
      return this.coupons.get(cart.id) ?? null;
    });
  }

  applyCoupon(cart: CartRef, code: string): Observable<boolean> {
    return this.answer(() => {
      const subtotal = this.cart(cart).reduce((sum, item) => sum + item.price * item.qty, 0);
      const known = code.trim().toUpperCase();
      if (known !== 'WELCOME10' && !(known === 'SAVE100' && subtotal >= 1000)) return false;
      this.coupons.set(cart.id, known);
      return true;
    });
  }

  removeCoupon(cart: CartRef): Observable<void> {
    return this.answer(() => {
      this.coupons.delete(cart.id);
    });
  }

  mergeGuestCart(maskedGuestCartId: string): Observable<void> {
    return this.answer(() => {
      if (!this.customerCartId) throw Object.assign(new Error("The consumer isn't authorized to access self."), { status: 401 });
      const mine = this.carts.get(this.ensure(this.customerCartId)) ?? [];
      for (const item of this.carts.get(maskedGuestCartId) ?? []) if (!mine.some((own) => own.sku === item.sku)) mine.push({ ...item, cartId: this.customerCartId });
      this.carts.delete(maskedGuestCartId);
    });
  }

  items(cart: CartRef): Observable<BagContents> {
    return this.answer(() => ({ type: cart.type, items: [...this.cart(cart)] }));
  }

  private ensure(id: string): string {
    if (!this.carts.has(id)) this.carts.set(id, []);
    return id;
  }

  private cart(cart: CartRef): BagItem[] {
    const items = this.carts.get(cart.id);
    if (!items) throw SHOP_ERRORS.CART_NOT_FOUND;
    return items;
  }

  private answer<T>(compute: () => T): Observable<T> {
    return defer(() => (this.failWith ? throwError(() => this.failWith) : of(compute())));
  }
}

/** The shop's coupons as product-decisions describes them (EXPIRED5 and others are refused). */
const couponDiscount = (code: string | null, subtotal: number): number => {
  if (code === 'WELCOME10') return Math.round(subtotal * 10) / 100;
  if (code === 'SAVE100' && subtotal >= 1000) return 100;
  return 0;
};

export class InMemoryBagStore implements BagStore {
  guestCartId: string | null = null;
  diamondId: DiamondId | null = null;

  readGuestCartId = () => this.guestCartId;
  saveGuestCartId = (id: string) => void (this.guestCartId = id);
  clearGuestCartId = () => void (this.guestCartId = null);
  readDiamondId = () => this.diamondId;
  saveDiamondId = (id: DiamondId) => void (this.diamondId = id);
  clearDiamondId = () => void (this.diamondId = null);
  customerCartId: string | null = null;
  saveCustomerCartId = (id: string) => void (this.customerCartId = id);
  clearCustomerCartId = () => void (this.customerCartId = null);
}
