import { combineLatest, filter, map, startWith, take, type Observable } from 'rxjs';
import type { Customer } from '../../domain/account/customer';
import type { Address } from '../../domain/checkout/address';
import type { BagState, BagView } from '../kernel/bag-state';
import type { SavedAddresses } from './saved-addresses';

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

/** The bag, the shopper and the addresses the checkout pages start from. */
export class LoadCheckout {
  constructor(
    private readonly bag: BagState,
    private readonly saved: SavedAddresses,
  ) {}

  /** The bag, the shopper and the saved addresses, all known. */
  execute(): Observable<CheckoutView> {
    return this.inStages().pipe(
      filter((view) => view.addressesKnown),
      take(1),
    );
  }

  /**
   * The view as soon as the bag is known, so that an address form can be typed into at once, then again with the
   * shopper and the saved addresses (which the form takes only for the fields still empty).
   */
  inStages(): Observable<CheckoutView> {
    return combineLatest([this.bag.refresh(), this.saved.read().pipe(startWith(null))]).pipe(
      map(([bag, parties]): CheckoutView =>
        parties ? { bag, ...parties, addressesKnown: true } : { bag, customer: null, billing: null, shipping: null, email: '', addressesKnown: false },
      ),
    );
  }
}
