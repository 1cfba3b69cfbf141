import { take, type Subscription } from 'rxjs';
import { canDecreaseCarat, canIncreaseCarat, decreaseCarat, displayCarat, increaseCarat, SIZE_FLOW_START } from '../../domain/diamond/carat';
import { sizeImageWidthRem } from '../../domain/diamond/carat-image';
import { DEFAULT_SHAPE, shapeImageUrl, type Shape } from '../../domain/diamond/shapes';
import { canContinueWithSize, DEFAULT_SIZE_ESTIMATE, sizeNotOfferedNote, type SizeEstimate } from '../../domain/discovery/price-range';
import { formatPrice } from '../../domain/shared/money';
import type { Destination } from '../shell/destination';
import { PresentationModel } from '../shell/presentation-model';
import { recommendationsPath } from './discovery-paths';
import type { EstimatePriceRange } from './estimate-price-range.use-case';
import type { ReadCurrentSearch } from './read-current-search.query';
import type { StartSizeSearch } from './start-size-search.use-case';

export interface SizeStepState {
  /** The shape chosen before (Round by default), whose stones are estimated and searched. */
  readonly shape: Shape;
  readonly carat: number;
  readonly caratText: string;
  readonly imageUrl: string;
  /** The picture grows with the size. */
  readonly imageWidthRem: number;
  readonly estimate: SizeEstimate;
  readonly priceRangeText: string;
  /** An estimate for the size on screen is on its way. */
  readonly estimating: boolean;
  readonly canDecrease: boolean;
  /** Plus stops at the largest size the shape is offered in. */
  readonly canIncrease: boolean;
  /** False only once the answer for the size on screen says no stone of it is offered. */
  readonly canContinue: boolean;
  /** What the step says about a size it holds no stone of. */
  readonly sizeNote: string | null;
  readonly destination: Destination | null;
}

const present = (shape: Shape, carat: number, estimate: SizeEstimate, estimating: boolean, destination: Destination | null): SizeStepState => {
  const caratText = displayCarat(carat);
  const offered = canContinueWithSize(estimate);
  return {
    shape,
    carat,
    caratText,
    imageUrl: shapeImageUrl(shape),
    imageWidthRem: sizeImageWidthRem(carat),
    estimate,
    priceRangeText: `${formatPrice(estimate.range.from)} - ${formatPrice(estimate.range.to)}`,
    estimating,
    canDecrease: canDecreaseCarat(carat),
    canIncrease: canIncreaseCarat(carat, estimate.largestCarat),
    canContinue: estimating || offered,
    sizeNote: !estimating && !offered ? sizeNotOfferedNote(shape, caratText) : null,
    destination,
  };
};

/** /shop-by-size/step1: the carat from 0.75 in quarter steps up to the largest size the shape is offered in, a
 * picture that grows with it, and the estimated price range. Every size asks for its estimate; a newer size, or
 * the page closing, cancels the one still on its way. Continue searches that size. */
export class SizeStepModel extends PresentationModel<SizeStepState> {
  #estimating: Subscription | null = null;

  constructor(
    search: ReadCurrentSearch,
    private readonly estimatePriceRange: EstimatePriceRange,
    private readonly startSearch: StartSizeSearch,
  ) {
    super(present(DEFAULT_SHAPE, SIZE_FLOW_START, DEFAULT_SIZE_ESTIMATE, false, null));
    search
      .execute()
      .pipe(take(1))
      .subscribe((current) => this.#show({ shape: current.shape }));
  }

  /** Plus: a quarter carat more, unless the shape is offered no larger. */
  increase(): void {
    const { carat, estimate } = this.state;
    if (!canIncreaseCarat(carat, estimate.largestCarat)) return;
    this.#moveTo(increaseCarat(carat));
  }

  /** Minus: a quarter carat less, never below a quarter carat. */
  decrease(): void {
    this.#moveTo(decreaseCarat(this.state.carat));
  }

  /** Continue: stores a search for the size on screen in the shape and leads to its recommendations, the search in
   * their address. */
  proceed(): void {
    const { carat, canContinue } = this.state;
    if (!canContinue) return;
    this.own(this.startSearch.execute(carat).subscribe((query) => this.#show({ destination: { to: recommendationsPath(query) } })));
  }

  /** The page opens with an estimate for its first size. */
  protected override onAttach(): void {
    this.#estimate();
  }

  protected override onDispose(): void {
    this.#estimating = null;
    if (this.state.estimating) this.#show({ estimating: false });
  }

  #moveTo(carat: number): void {
    if (carat === this.state.carat) return;
    this.#show({ carat });
    this.#estimate();
  }

  #estimate(): void {
    this.#estimating?.unsubscribe();
    const { carat, shape, estimate } = this.state;
    this.#show({ estimating: true });
    this.#estimating = this.own(
      this.estimatePriceRange.execute({ size: carat, shape, current: estimate }).subscribe((next) => this.#show({ estimate: next, estimating: false })),
    );
  }

  #show(changes: Partial<Pick<SizeStepState, 'shape' | 'carat' | 'estimate' | 'estimating' | 'destination'>>): void {
    const next = { ...this.state, ...changes };
    this.setState(present(next.shape, next.carat, next.estimate, next.estimating, next.destination));
  }
}
