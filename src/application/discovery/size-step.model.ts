import { take, type Subscription } from 'rxjs';
import { canDecreaseCarat, canIncreaseCarat, decreaseCarat, displayCarat, increaseCarat, SIZE_FLOW_START } from '../../domain/diamond/carat';
import { sizeImageWidthRem } from '../../domain/diamond/carat-image';
import { DEFAULT_SHAPE, shapeImageUrl, type Shape } from '../../domain/diamond/shapes';
import { canContinueWithSize, DEFAULT_SIZE_ESTIMATE, sizeNotOfferedNote, type SizeEstimate } from '../../domain/discovery/price-range';
import { sizeSearchQuery, type ShopByAction } from '../../domain/discovery/shop-by';
import { formatPrice } from '../../domain/shared/money';
import { PresentationModel } from '../kernel/presentation-model';
import type { ChooseShape } from './choose-shape.use-case';
import type { ChooseShopByAction } from './choose-shop-by-action.use-case';
import { recommendationsPath, shapeFromAddress } from './discovery-paths';
import type { EstimatePriceRange } from './estimate-price-range.use-case';
import type { ReadCurrentSearch } from './read-current-search.query';

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
  /** Continue: the recommendations of the size on screen in the shape, the search in their address (their page
   * stores it as the shopper's search); null while the size cannot be continued with. */
  readonly continueTo: string | null;
}

/** How the shopper came: by the shape step (its shape in the address) or straight to the size. */
type Way = Extract<ShopByAction, 'size' | 'shape'>;

interface Inputs {
  readonly way: Way;
  readonly shape: Shape;
  readonly carat: number;
  readonly estimate: SizeEstimate;
  readonly estimating: boolean;
}

const present = ({ way, shape, carat, estimate, estimating }: Inputs): SizeStepState => {
  const caratText = displayCarat(carat);
  const offered = canContinueWithSize(estimate);
  const canContinue = estimating || offered;
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
    canContinue,
    sizeNote: !estimating && !offered ? sizeNotOfferedNote(shape, caratText) : null,
    continueTo: canContinue ? recommendationsPath(sizeSearchQuery(carat, shape, way)) : null,
  };
};

const START: Inputs = { way: 'size', shape: DEFAULT_SHAPE, carat: SIZE_FLOW_START, estimate: DEFAULT_SIZE_ESTIMATE, estimating: false };

/** /shop-by-size/step1: the carat from 0.75 in quarter steps up to the largest size the shape is offered in, a
 * picture that grows with it, and the estimated price range. The shape is the one the address names (chosen on the
 * shape step), else the one chosen last, which only the browser knows: the server's page and the browser's first
 * render show Round. Every size asks for its estimate; a newer size, or the page closing, cancels the one still on its
 * way. Continue is a link to the recommendations of that size. */
export class SizeStepModel extends PresentationModel<SizeStepState> {
  #inputs: Inputs = START;
  #estimating: Subscription | null = null;
  /** The address the step was opened at; null before it was. */
  #opened: string | null = null;
  #attached = false;

  constructor(
    private readonly search: ReadCurrentSearch,
    private readonly estimatePriceRange: EstimatePriceRange,
    private readonly chooseShape: ChooseShape,
    private readonly chooseAction: ChooseShopByAction,
  ) {
    super(present(START));
  }

  /** What the address says before anything runs (the server's page, the browser's first render): its shape. */
  seed(search: string): void {
    const named = shapeFromAddress(search);
    if (named) this.#show({ way: 'shape', shape: named });
  }

  /** The step at an address (its query string): a shape it names was chosen on the shape step and is remembered as
   * the shopper's shape, with the shape way; without one, the size way is remembered and the shape chosen last is
   * shown. Then the size on screen is estimated. */
  open(search: string): void {
    if (search === this.#opened) return;
    this.#opened = search;
    const named = shapeFromAddress(search);
    const way: Way = named ? 'shape' : 'size';
    this.own(this.chooseAction.execute(way).subscribe());
    if (named) {
      this.own(this.chooseShape.execute(named).subscribe());
      this.#show({ way, shape: named });
    } else {
      this.own(
        this.search
          .execute()
          .pipe(take(1))
          .subscribe((current) => this.#show({ way, shape: current.shape })),
      );
    }
    if (this.#attached) this.#estimate();
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

  /** The page asks an estimate for the size on screen once it shows an address. */
  protected override onAttach(): void {
    this.#attached = true;
    if (this.#opened !== null) this.#estimate();
  }

  protected override onDispose(): void {
    this.#attached = false;
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
    const { carat, shape, estimate } = this.#inputs;
    this.#show({ estimating: true });
    this.#estimating = this.own(
      this.estimatePriceRange.execute({ size: carat, shape, current: estimate }).subscribe((next) => this.#show({ estimate: next, estimating: false })),
    );
  }

  #show(changes: Partial<Inputs>): void {
    this.#inputs = { ...this.#inputs, ...changes };
    this.setState(present(this.#inputs));
  }
}
