import { map, of, switchMap, take, type Observable, type Subscription } from 'rxjs';
import type { DiamondId } from '../../domain/diamond/diamond';
import { DEFAULT_SHAPE, SHAPES, shapeImageUrl, type Shape } from '../../domain/diamond/shapes';
import { canCompare, toggleCompare, type CompareList } from '../../domain/discovery/compare';
import { chosenFromText, recommendationsTitle, type RecommendationList, type RecommendedDiamond } from '../../domain/discovery/recommendation';
import { searchFromAddress, searchQueryString } from '../../domain/discovery/search-address';
import { describeBudget, queryShapes, withShape, type ShopByQuery } from '../../domain/discovery/shop-by';
import { widerSearchLabel } from '../../domain/discovery/wider-search';
import { NO_MATCH_MESSAGE, noMatchNote, SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { formatPrice } from '../../domain/shared/money';
import { isShopError } from '../../domain/shared/shop-error';
import type { Destination } from '../kernel/destination';
import { PresentationModel } from '../kernel/presentation-model';
import type { ChooseShape } from './choose-shape.use-case';
import type { CompareRouteState } from './compare.model';
import { comparisonPath, recommendationsPath } from './discovery-paths';
import type { ReadCurrentSearch } from './read-current-search.query';
import type { RecommendDiamonds } from './recommend-diamonds.use-case';
import type { RememberSearch } from './remember-search.use-case';
import type { WidenSearch, WiderSearchFound } from './widen-search.use-case';

/** A wider search the page offers when its own finds nothing: what the link says and where it leads. */
export interface WiderSearchLink {
  readonly label: string;
  readonly to: string;
}

/** The Top 4 as the page shows them: loading, the picks, the search that matches none, or the error that replaces
 * them. */
export interface RecommendationResults {
  readonly loading: boolean;
  readonly error: string | null;
  readonly picks: readonly RecommendedDiamond[];
  /** How many stones of the search the picks were chosen from. */
  readonly totalAvailable: number;
  /** The page's heading: 'Top 4', 'Top pick' above one, or that no stone matches. */
  readonly title: string;
  /** 'Chosen from 1,234 matching diamonds'; null without picks. */
  readonly chosenFrom: string | null;
  /** No stone matches the search (the service said so: no error). */
  readonly noMatch: boolean;
  /** What the page says of a search no stone matches. */
  readonly note: string | null;
  /** The wider searches that find stones, when no stone matches. */
  readonly widerSearches: readonly WiderSearchLink[];
}

const NOTHING = { picks: [], totalAvailable: 0, chosenFrom: null, noMatch: false, note: null, widerSearches: [] } as const;

/** One object for every load, so that a view deferring the results does not render again for a new one. */
const LOADING: RecommendationResults = { ...NOTHING, loading: true, error: null, title: recommendationsTitle(0) };

/** The Top 4 of a list the service answered with picks. */
export const resultsOf = (list: RecommendationList): RecommendationResults => ({
  ...NOTHING,
  loading: false,
  error: null,
  picks: list.picks,
  totalAvailable: list.totalAvailable,
  title: recommendationsTitle(list.picks.length),
  chosenFrom: list.totalAvailable > 0 ? chosenFromText(list.totalAvailable) : null,
});

/** A search no stone matches, and the wider searches that find some. */
export const noMatchResults = (wider: readonly WiderSearchFound[]): RecommendationResults => ({
  ...NOTHING,
  loading: false,
  error: null,
  title: NO_MATCH_MESSAGE,
  noMatch: true,
  note: noMatchNote(wider.map((search) => search.kind)),
  widerSearches: wider.map((search) => ({ label: widerSearchLabel(search, search.found, formatPrice), to: recommendationsPath(search.query) })),
});

/** The results of a list the service answered: its picks, or, without any, the wider searches `widen` finds. */
export const resultsOrWider = (list: RecommendationList, widen: () => Observable<readonly WiderSearchFound[]>): Observable<RecommendationResults> =>
  list.picks.length > 0 ? of(resultsOf(list)) : widen().pipe(map(noMatchResults));

/** What the page says instead of the Top 4 (the catalogue's message for anything that is not one of its errors). */
export const failedResults = (error: unknown): RecommendationResults => ({
  ...NOTHING,
  loading: false,
  error: (isShopError(error) ? error : SHOP_ERRORS.RESULTS_NOT_LOADED).message,
  title: recommendationsTitle(0),
});

/** What the server loads for a results address before the page renders (its route's loader data). */
export interface RecommendationsSeed {
  /** The search the address names; null when it names none (the shopper's stored search, which only the browser
   * knows, stands in) or one the shop cannot read. */
  readonly query: ShopByQuery | null;
  /** The Top 4 of that search, or what the page says instead; null when the address names no search. */
  readonly results: RecommendationResults | null;
}

/** The key of what an address the shop cannot read shows: the same message, whatever the address. */
const UNREADABLE = '!';

export interface RecommendationsState {
  /** The header's shape filter: the first shape of the search (Round when it names none). */
  readonly shape: Shape;
  readonly shapeImageUrl: string;
  readonly shapes: readonly Shape[];
  /** The budget of the search, when it has one ('$5,000.00 to $10,000.00'). */
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
}

/** /shop-by-price/step2: the Top 4 for the search in the address (the stored search when the address names none,
 * then written into the address), the shape filter, and compare mode (at most two ticked, a third refused with the
 * catalogue's message). Each pick is a link to its detail page, its label in that address (`pickPath`). */
export class RecommendationsModel extends PresentationModel<RecommendationsState> {
  /** The search whose picks are shown or on their way (its address's query string); null when none are (a new
   * page, or after closing while they were on their way). */
  #shown: string | null = null;
  #query: ShopByQuery | null = null;
  /** The search of the address last written into the shopper's stored search. */
  #remembered: string | null = null;
  #loading: Subscription | null = null;

  constructor(
    private readonly search: ReadCurrentSearch,
    private readonly recommend: RecommendDiamonds,
    private readonly chooseShape: ChooseShape,
    private readonly rememberSearch: RememberSearch,
    private readonly widen: WidenSearch,
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
    });
  }

  /** What the server already loaded for the address: shown at once, and not asked for again when the browser opens
   * the same address. */
  seed({ query, results }: RecommendationsSeed): void {
    if (results === null) return;
    if (query === null) {
      this.#shown = UNREADABLE;
      this.patch({ budget: null, results });
      return;
    }
    this.#shown = searchQueryString(query);
    this.#query = query;
    this.patch({ ...this.#searchFields(query), results });
  }

  /** The page at an address: `search` is its query string. A search in it is shown (and becomes the shopper's stored
   * search); none shows the stored search and writes it into the address; one the shop cannot read says so. The
   * same search again keeps what is shown. */
  open(search: string): void {
    const asked = searchFromAddress(search);
    if (asked === null) {
      this.#openStored();
      return;
    }
    if (isShopError(asked)) {
      if (this.#shown === UNREADABLE) return;
      this.#loading?.unsubscribe();
      this.#shown = UNREADABLE;
      this.#query = null;
      this.patch({ budget: null, results: failedResults(asked) });
      return;
    }
    const key = searchQueryString(asked);
    if (key !== this.#remembered) {
      this.#remembered = key;
      this.own(this.rememberSearch.execute(asked).subscribe());
    }
    if (key !== this.#shown) this.#load(asked);
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
    const query = withShape(this.#query ?? {}, shape);
    this.own(
      this.chooseShape.execute(shape).subscribe({
        complete: () => {
          this.#load(query);
          this.patch({ destination: { to: recommendationsPath(query), replace: true } });
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

  /** Compare: the two ticked stones side by side (their ids in the address), with the labels they carry here. */
  openComparison(): void {
    const { compared, results } = this.state;
    if (!canCompare(compared)) return;
    const featureLabels = Object.fromEntries(results.picks.filter((pick) => compared.includes(pick.diamond.id)).map((pick) => [pick.diamond.id, pick.featureLabel]));
    const state: CompareRouteState = { diamondIds: compared, featureLabels };
    this.patch({ destination: { to: comparisonPath(compared), state } });
  }

  protected override onDispose(): void {
    // Picks still on their way were cancelled: the same address loads them again. Picks on screen stay.
    if (this.state.results.loading) this.#shown = null;
    this.#loading = null;
  }

  #tick(compared: CompareList): void {
    this.patch({ compared, compareError: null, canOpenComparison: canCompare(compared) });
  }

  /** No search in the address: the stored one (the default search when none was stored) is shown and written into
   * the address, which then names what is on screen. */
  #openStored(): void {
    this.own(
      this.search
        .execute()
        .pipe(take(1))
        .subscribe(({ query }) => {
          if (searchQueryString(query) !== this.#shown) this.#load(query);
          this.patch({ destination: { to: recommendationsPath(query), replace: true } });
        }),
    );
  }

  #searchFields(query: ShopByQuery) {
    const shape = queryShapes(query)[0] ?? DEFAULT_SHAPE;
    return { shape, shapeImageUrl: shapeImageUrl(shape), budget: describeBudget(query, formatPrice) };
  }

  #load(query: ShopByQuery): void {
    this.#loading?.unsubscribe();
    this.#shown = searchQueryString(query);
    this.#query = query;
    this.patch({ ...this.#searchFields(query), results: LOADING });
    this.#loading = this.own(
      this.recommend
        .execute(query)
        .pipe(switchMap((list) => resultsOrWider(list, () => this.widen.execute(query))))
        .subscribe({
          next: (results) => this.patch({ results }),
          error: (error: unknown) => this.patch({ results: failedResults(error) }),
        }),
    );
  }
}
