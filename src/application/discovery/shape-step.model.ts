import { take } from 'rxjs';
import { DEFAULT_SHAPE, isHotShape, SHAPE_DESCRIPTIONS, SHAPES, shapeImageUrl, trendScore, type Shape } from '../../domain/diamond/shapes';
import { PresentationModel } from '../kernel/presentation-model';
import type { ChooseShopByAction } from './choose-shop-by-action.use-case';
import { sizeStepPath } from './discovery-paths';
import type { ReadCurrentSearch } from './read-current-search.query';

export interface ShapeOption {
  readonly shape: Shape;
  readonly description: string;
  /** Trending percentage. */
  readonly trend: number;
  readonly hot: boolean;
  readonly imageUrl: string;
}

const SHAPE_OPTIONS: readonly ShapeOption[] = SHAPES.map((shape) => ({
  shape,
  description: SHAPE_DESCRIPTIONS[shape],
  trend: trendScore(shape),
  hot: isHotShape(shape),
  imageUrl: shapeImageUrl(shape),
}));

export interface ShapeStepState {
  readonly shapes: readonly ShapeOption[];
  readonly selected: Shape;
  /** Continue: the size step of the selected shape, which remembers it. */
  readonly continueTo: string;
}

const selecting = (shape: Shape): Pick<ShapeStepState, 'selected' | 'continueTo'> => ({ selected: shape, continueTo: sizeStepPath(shape) });

/** /shop-by-shape/step1: ten shapes, Round selected until the page runs in the browser, which selects the shape chosen
 * last (only the browser knows it: the server's page and the browser's first render stay the same). Continue is a
 * link to the size step of the selected shape. Opening the step remembers the shape way. */
export class ShapeStepModel extends PresentationModel<ShapeStepState> {
  #opened = false;

  constructor(
    private readonly search: ReadCurrentSearch,
    private readonly chooseAction: ChooseShopByAction,
  ) {
    super({ shapes: SHAPE_OPTIONS, ...selecting(DEFAULT_SHAPE) });
  }

  select(shape: Shape): void {
    this.patch(selecting(shape));
  }

  protected override onAttach(): void {
    this.own(this.chooseAction.execute('shape').subscribe());
    if (this.#opened) return;
    this.#opened = true;
    this.own(
      this.search
        .execute()
        .pipe(take(1))
        .subscribe((current) => this.select(current.shape)),
    );
  }
}
