import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isShopError } from '../../domain/shared/shop-error';
import type { AddDiamondToBag } from '../bag/add-diamond-to-bag.use-case';
import type { ShopNotices } from '../kernel/shop-notices.service';
import type { LeaveGuard } from './leave-guard';
import type { ProductDetailsPage } from './product-details.state';

/** Select diamond: the stone on screen into the bag, then the bag page; a failure is told on the page and in the shop's
 * banner, and the page stays. Owns `adding` and `failure`. */
export class DiamondSelectionToBag {
  constructor(
    private readonly page: ProductDetailsPage,
    private readonly addToBag: AddDiamondToBag,
    private readonly notices: ShopNotices,
    private readonly guard: LeaveGuard,
  ) {}

  /** Answers whether it took the selection: not without a stone on screen (the page still waking), when the form's
   * own post to the server must go ahead instead. */
  select(): boolean {
    const { diamond } = this.page.state;
    if (!diamond) return false;
    this.page.patch({ adding: true, failure: null });
    this.page.own(
      this.addToBag.execute(diamond.id).subscribe({
        next: () => {
          this.guard.leaveOnPurpose();
          this.page.patch({ adding: false, destination: { to: '/cart', state: { justAdded: true } } });
        },
        error: (error: unknown) => {
          const failure = isShopError(error) ? error : SHOP_ERRORS.ITEM_NOT_ADDED;
          this.page.patch({ adding: false, failure });
          this.notices.showError(failure.message);
        },
      }),
    );
    return true;
  }

  /** Select diamond was refused when the storefront's server did it (pressed before the page's script ran). */
  refused(message: string): void {
    const failure = { ...SHOP_ERRORS.ITEM_NOT_ADDED, message };
    this.page.patch({ failure });
    this.notices.showError(message);
  }
}
