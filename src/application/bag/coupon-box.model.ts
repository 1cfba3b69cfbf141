import { timer, type Subscription } from 'rxjs';
import { couponButtonLabel } from '../../domain/bag/coupon.rules';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isShopError } from '../../domain/shared/shop-error';
import { COUPON_MESSAGE_MS } from '../../domain/shared/timers';
import { PresentationModel } from '../kernel/presentation-model';
import type { Scheduler } from '../kernel/scheduler.port';
import type { ApplyCoupon } from './apply-coupon.use-case';
import type { BagState, BagView } from '../kernel/bag-state';
import type { CancelCoupon } from './cancel-coupon.use-case';

export interface CouponBoxState {
  /** What the field holds: what the shopper typed, or the coupon saved on the bag. */
  readonly code: string;
  /** The coupon saved on the bag: the field is locked and the button cancels it. */
  readonly saved: string | null;
  readonly button: 'Apply' | 'Cancel';
  /** Apply needs a code; Cancel is always there; nothing while a call is under way. */
  readonly canSubmit: boolean;
  readonly busy: boolean;
  /** 'The coupon was applied', or the refusal in red, for 3 s. */
  readonly message: { readonly text: string; readonly error: boolean } | null;
}

/**
 * The bag's coupon box: Apply sends the code (the store takes it or refuses it), and once the bag holds a coupon the
 * field shows it, locked, and the button becomes Cancel. The answer shows for 3 s.
 */
export class CouponBoxModel extends PresentationModel<CouponBoxState> {
  #hideMessage: Subscription | null = null;

  constructor(
    private readonly bag: BagState,
    private readonly apply: ApplyCoupon,
    private readonly cancel: CancelCoupon,
    private readonly scheduler: Scheduler,
  ) {
    super({ code: '', saved: null, button: 'Apply', canSubmit: false, busy: false, message: null });
  }

  /** The coupon of the bag the storefront's server read for this page. */
  seed(bag: BagView): void {
    const saved = bag.coupon;
    this.update(saved === null ? { saved } : { saved, code: saved });
  }

  /** The storefront server's answer to the coupon box sent before the page's script ran. */
  answered(message: NonNullable<CouponBoxState['message']>): void {
    this.update({ message });
  }

  type(code: string): void {
    if (this.state.saved === null) this.update({ code });
  }

  /** Apply, or Cancel when the bag holds a coupon. */
  submit(): void {
    if (this.state.busy) return;
    this.update({ busy: true });
    if (this.state.saved !== null) {
      this.own(this.cancel.execute().subscribe({ complete: () => this.update({ busy: false, code: '' }), error: () => this.update({ busy: false }) }));
      return;
    }
    this.own(
      this.apply.execute(this.state.code).subscribe({
        next: (text) => this.say({ text, error: false }),
        error: (error: unknown) => {
          this.update({ busy: false });
          this.say({ text: isShopError(error) ? error.message : SHOP_ERRORS.COUPON_INVALID.message, error: true });
        },
        complete: () => this.update({ busy: false }),
      }),
    );
  }

  protected override onAttach(): void {
    this.own(
      this.bag.bag$.subscribe((bag) => {
        const saved = bag?.coupon ?? null;
        this.update(saved === null ? { saved } : { saved, code: saved });
      }),
    );
  }

  private say(message: CouponBoxState['message']): void {
    this.#hideMessage?.unsubscribe();
    this.update({ message });
    this.#hideMessage = this.own(timer(COUPON_MESSAGE_MS, this.scheduler).subscribe(() => this.update({ message: null })));
  }

  private update(changes: Partial<CouponBoxState>): void {
    const next = { ...this.state, ...changes };
    this.patch({ ...changes, button: couponButtonLabel(next.saved !== null), canSubmit: !next.busy && (next.saved !== null || next.code.trim() !== '') });
  }
}
