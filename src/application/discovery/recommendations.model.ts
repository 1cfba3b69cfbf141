import { map, merge, switchMap, take, type Subscription } from 'rxjs';
import { dealInsight } from '../../domain/diamond/deal-insight';
import type { DiamondId } from '../../domain/diamond/diamond';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { DEFAULT_SHAPE, parseShape, SHAPES, shapeImageUrl, type Shape } from '../../domain/diamond/shapes';
import { canCompare, toggleCompare, type CompareList } from '../../domain/discovery/compare';
import type { RecommendedDiamond } from '../../domain/discovery/recommendation';
import { describeBudget, withShape } from '../../domain/discovery/shop-by';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { formatPrice } from '../../domain/shared/money';
import { isShopError } from '../../domain/shared/shop-error';
import type { LoadDealInsight } from '../diamond/load-deal-insight.use-case';
import type { Destination } from '../shell/destination';
import { PresentationModel } from '../shell/presentation-model';
import type { ChooseShape } from './choose-shape.use-case';
import type { CompareRouteState } from './compare.model';
import { COMPARISON_PATH, recommendationsPath } from './discovery-paths';
import type { ReadCurrentSearch } from './read-current-search.query';
import type { RecommendDiamonds } from './recommend-diamonds.use-case';

/** The Top 4 as the page shows them: loading, the picks, or the error that replaces them. */
export interface RecommendationResults {
  readonly loading: boolean;
  readonly error: string | null;
  readonly picks: readonly RecommendedDiamond[];
  /** How many stones of the search the picks were chosen from. */
  readonly totalAvailable: number;
}

/** One object for every load, so that a view deferring the results does not render again for a new one. */
const LOADING: RecommendationResults = { loading: true, error: null, picks: [], totalAvailable: 0 };

export interface RecommendationsState {
  /** The header's shape filter, from the address (Round by default). */
  readonly shape: Shape;
  readonly shapeImageUrl: string;
  readonly shapes: readonly Shape[];
  /** The budget of the search, when it has one ('$5,000 to $10,000'). */
  readonly budget: string | null;
  readonly filterOpen: boolean;
  readonly results: RecommendationResults;
  readonly compareMode: boolean;
  /** The stones ticked to compare, in the order ticked. */
  readonly compared: CompareList;
  /** Why the last tick was refused. */
  readonly compareError: string | null;
  /** Exactly two are ticked. */
  readonly canOpenComparison: boolean;
  readonly destination: Destination | null;
  /** Each pick's deal insight in one line ('Priced 12% below similar stones'), by stone, as it arrives after the
   * picks; a pick the service cannot say anything about has none. */
  readonly dealSentences: Readonly<Record<DiamondId, string>>;
}

/** /shop-by-price/step2: the Top 4 for the stored search in the header's shape, the shape filter, and compare mode
 * (at most two ticked, a third refused with the catalogue's message). */
export class RecommendationsModel extends PresentationModel<RecommendationsState> {
  /** The shape whose picks are shown or on their way; null when none are (a new page, or after closing). */
  #loaded: Shape | null = null;
  #loading: Subscription | null = null;
  #insights: Subscription | null = null;

  constructor(
    private readonly search: ReadCurrentSearch,
    private readonly recommend: RecommendDiamonds,
    private readonly chooseShape: ChooseShape,
    private readonly loadDealInsight: LoadDealInsight,
  ) {
    super({
      shape: DEFAULT_SHAPE,
      shapeImageUrl: shapeImageUrl(DEFAULT_SHAPE),
      shapes: SHAPES,
      budget: null,
      filterOpen: false,
      results: LOADING,
      compareMode: false,
      compared: [],
      compareError: null,
      canOpenComparison: false,
      destination: null,
      dealSentences: {},
    });
  }

  /** The page at an address: `shape` is its `?shape=` (anything else reads as Round). The same shape again keeps
   * what is shown. */
  open(shape: string | null): void {
    const next = parseShape(shape);
    if (next === this.#loaded) return;
    this.#load(next);
  }

  toggleFilter(): void {
    this.patch({ filterOpen: !this.state.filterOpen });
  }

  /** Another shape in the header: remembered as the shopper's shape, written into the stored search and the
   * address; the ticks go, the picks of that shape load. */
  selectShape(shape: Shape): void {
    this.patch({ filterOpen: false });
    if (shape === this.state.shape) return;
    this.#tick([]);
    this.own(
      this.chooseShape.execute(shape).subscribe({
        complete: () => {
          this.#load(shape);
          this.patch({ destination: { to: recommendationsPath(shape), replace: true } });
        },
      }),
    );
  }

  startCompare(): void {
    this.patch({ compareMode: true });
  }

  cancelCompare(): void {
    this.patch({ compareMode: false });
    this.#tick([]);
  }

  /** Ticks or unticks a pick; a third tick is refused and the two stay. */
  toggleCompared(id: DiamondId): void {
    const next = toggleCompare(this.state.compared, id);
    if (isShopError(next)) this.patch({ compareError: next.message });
    else this.#tick(next);
  }

  /** Compare: the two ticked stones side by side, with the labels they carry here. */
  openComparison(): void {
    const { compared, results } = this.state;
    if (!canCompare(compared)) return;
    const featureLabels = Object.fromEntries(results.picks.filter((pick) => compared.includes(pick.diamond.diamond_id)).map((pick) => [pick.diamond.diamond_id, pick.featureLabel]));
    const state: CompareRouteState = { diamondIds: compared, featureLabels };
    this.patch({ destination: { to: COMPARISON_PATH, state } });
  }

  /** A pick opens its detail page, which shows the pick's label. */
  openDiamond(pick: RecommendedDiamond): void {
    this.patch({ destination: { to: productDetailsPath(pick.diamond.diamond_id), state: { featureLabel: pick.featureLabel } } });
  }

  protected override onDispose(): void {
    this.#loaded = null;
    this.#loading = null;
  }

  #tick(compared: CompareList): void {
    this.patch({ compared, compareError: null, canOpenComparison: canCompare(compared) });
  }

  /** The picks' deal insights, each patched in as it comes. */
  #loadInsights(picks: readonly RecommendedDiamond[]): void {
    this.#insights?.unsubscribe();
    this.#insights = this.own(
      merge(...picks.map(({ diamond }) => this.loadDealInsight.execute(diamond.diamond_id).pipe(map((position) => position && dealInsight(position, diamond.total_sales_price))))).subscribe(
        (insight) => insight && this.patch({ dealSentences: { ...this.state.dealSentences, [insight.diamondId]: insight.sentence } }),
      ),
    );
  }

  #load(shape: Shape): void {
    this.#loading?.unsubscribe();
    this.#insights?.unsubscribe();
    this.#loaded = shape;
    this.patch({ shape, shapeImageUrl: shapeImageUrl(shape), results: LOADING, dealSentences: {} });
    this.#loading = this.own(
      this.search
        .execute()
        .pipe(
          take(1),
          switchMap((current) => {
            const query = withShape(current.query, shape);
            this.patch({ budget: describeBudget(query, formatPrice) });
            return this.recommend.execute(query);
          }),
        )
        .subscribe({
          next: (list) => {
            this.patch({ results: { loading: false, error: null, picks: list.picks, totalAvailable: list.total_available_diamonds } });
            this.#loadInsights(list.picks);
          },
          error: (error: unknown) =>
            this.patch({ results: { loading: false, error: (isShopError(error) ? error : SHOP_ERRORS.RESULTS_NOT_LOADED).message, picks: [], totalAvailable: 0 } }),
        }),
    );
  }
}
