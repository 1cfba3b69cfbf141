import { catchError, switchMap, throwError, type Observable } from 'rxjs';
import { grandTotalOf } from '../../domain/bag/bag-totals';
import { financingCheckout } from '../../domain/checkout/financing-checkout';
import { financingFailed } from '../../domain/checkout/payment';
import { isFinancingEligible } from '../../domain/shared/financing';
import { isShopError } from '../../domain/shared/shop-error';
import type { Logger } from '../kernel/logger.port';
import type { CheckoutCart } from './checkout-cart';
import type { FinancingProvider } from './financing-provider.port';
import { addressMissing } from './order-placement';
import type { SavedAddresses } from './saved-addresses';

/** READY → OPEN (spec section 4): registers the bag with the financing provider, every amount in cents, and answers
 * its frame's address. Above the limit, or when the provider cannot open, 'Something went wrong. Please try again.' */
export class StartFinancing {
  constructor(
    private readonly cart: CheckoutCart,
    private readonly saved: SavedAddresses,
    private readonly financing: FinancingProvider,
    private readonly logger: Logger,
  ) {}

  execute(): Observable<string> {
    return this.cart.onFilledCart((cart, bag) => {
      if (!isFinancingEligible(grandTotalOf(bag.totals))) return throwError(() => financingFailed());
      return this.saved.read().pipe(
        switchMap(({ billing, shipping, customer }) => {
          if (!billing || !shipping) return throwError(() => addressMissing());
          const checkout = financingCheckout({
            items: bag.lines.map((line) => line.item),
            totals: bag.totals,
            coupon: bag.coupon,
            billing: { ...billing, email: billing.email || customer?.email },
            shipping,
            cartId: cart.id,
          });
          return this.financing.open(checkout);
        }),
        catchError((error: unknown) => {
          this.logger.warn('The financing provider could not open', error);
          return throwError(() => (isShopError(error) && error.code === 'CHECKOUT.ADDRESS_MISSING' ? error : financingFailed()));
        }),
      );
    });
  }
}
