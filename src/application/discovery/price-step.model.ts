import { PRICE_RANGE_CHOICES, priceRangeQuery, type PriceRangeChoice } from '../../domain/discovery/shop-by';
import { PresentationModel } from '../kernel/presentation-model';
import type { ChooseShopByAction } from './choose-shop-by-action.use-case';
import { recommendationsPath } from './discovery-paths';

/** A budget and the recommendations it leads to. */
export interface BudgetChoice extends PriceRangeChoice {
  /** The recommendations of the budget, its search in their address
   * (`/shop-by-price/step2?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price`). */
  readonly link: string;
}

export interface PriceStepState {
  readonly choices: readonly BudgetChoice[];
}

const BUDGETS: readonly BudgetChoice[] = PRICE_RANGE_CHOICES.map((choice) => ({ ...choice, link: recommendationsPath(priceRangeQuery(choice)) }));

/** /shop-by-price/step1: each budget is a link to its recommendations, whose page stores the search of its address as
 * the shopper's (a budget tapped before the script runs, or opened in a new tab, is stored all the same). Opening the
 * step remembers the price way. */
export class PriceStepModel extends PresentationModel<PriceStepState> {
  constructor(private readonly chooseAction: ChooseShopByAction) {
    super({ choices: BUDGETS });
  }

  protected override onAttach(): void {
    this.own(this.chooseAction.execute('price').subscribe());
  }
}
