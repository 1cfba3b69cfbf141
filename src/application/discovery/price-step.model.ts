import { PRICE_RANGE_CHOICES, type PriceRangeChoice } from '../../domain/discovery/shop-by';
import type { ShopError } from '../../domain/shared/shop-error';
import type { Destination } from '../shell/destination';
import { PresentationModel } from '../shell/presentation-model';
import type { ShopNotices } from '../shell/shop-notices.service';
import type { ChoosePriceRange } from './choose-price-range.use-case';
import { recommendationsPath } from './discovery-paths';

export interface PriceStepState {
  readonly choices: readonly PriceRangeChoice[];
  readonly destination: Destination | null;
}

/** /shop-by-price/step1: a budget stores its search and leads to its recommendations (the search in their address); a refusal shows in the
 * shop's error banner. */
export class PriceStepModel extends PresentationModel<PriceStepState> {
  constructor(
    private readonly chooseRange: ChoosePriceRange,
    private readonly notices: ShopNotices,
  ) {
    super({ choices: PRICE_RANGE_CHOICES, destination: null });
  }

  choose(id: PriceRangeChoice['id']): void {
    this.own(
      this.chooseRange.execute(id).subscribe({
        next: (query) => this.patch({ destination: { to: recommendationsPath(query) } }),
        error: (error: ShopError) => this.notices.showError(error.message),
      }),
    );
  }
}
