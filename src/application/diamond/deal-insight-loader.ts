import type { Subscription } from 'rxjs';
import { dealInsight, type PricePosition } from '../../domain/diamond/deal-insight';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import type { LoadDealInsight } from './load-deal-insight.use-case';
import type { ProductDetailsPage } from './product-details.state';

/** The deal insight of the stone on screen (where its price sits among similar stones, and why), asked once per
 * showing: the last stone's goes at once, this one's follows when it comes. Owns `dealInsight`. */
export class DealInsightLoader {
  /** The stone whose deal insight is shown or on its way. */
  #for: DiamondId | null = null;
  #loading: Subscription | null = null;

  constructor(
    private readonly page: ProductDetailsPage,
    private readonly loadDealInsight: LoadDealInsight,
  ) {}

  /** The price position the server loaded beside the stone (null: the service could not say): shown at once, not
   * asked for again. */
  seed(diamond: Diamond, position: PricePosition | null): void {
    this.#for = diamond.id;
    this.page.patch({ dealInsight: position && dealInsight(position, diamond) });
  }

  load(diamond: Diamond): void {
    if (this.#for === diamond.id) return;
    this.clear();
    this.#for = diamond.id;
    this.#loading = this.page.own(
      this.loadDealInsight.execute(diamond.id).subscribe((position) => {
        if (this.#for === diamond.id) this.page.patch({ dealInsight: position && dealInsight(position, diamond) });
      }),
    );
  }

  /** No stone on screen, or another on its way: no insight meanwhile. */
  clear(): void {
    this.#loading?.unsubscribe();
    this.#loading = null;
    this.#for = null;
    if (this.page.state.dealInsight !== null) this.page.patch({ dealInsight: null });
  }
}
