import { take } from 'rxjs';
import { DEFAULT_SHAPE, isHotShape, SHAPE_DESCRIPTIONS, SHAPES, shapeImageUrl, trendScore, type Shape } from '../../domain/diamond/shapes';
import type { Destination } from '../shell/destination';
import { PresentationModel } from '../shell/presentation-model';
import type { ChooseShape } from './choose-shape.use-case';
import { SIZE_STEP_PATH } from './discovery-paths';
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
  readonly destination: Destination | null;
}

/** /shop-by-shape/step1: ten shapes, the one chosen last (Round at first) selected; Continue remembers the choice
 * and leads to the size step. */
export class ShapeStepModel extends PresentationModel<ShapeStepState> {
  constructor(
    search: ReadCurrentSearch,
    private readonly chooseShape: ChooseShape,
  ) {
    super({ shapes: SHAPE_OPTIONS, selected: DEFAULT_SHAPE, destination: null });
    search
      .execute()
      .pipe(take(1))
      .subscribe((current) => this.patch({ selected: current.shape }));
  }

  select(shape: Shape): void {
    this.patch({ selected: shape });
  }

  proceed(): void {
    this.own(this.chooseShape.execute(this.state.selected).subscribe({ complete: () => this.patch({ destination: { to: SIZE_STEP_PATH } }) }));
  }
}
