import { concatMap, last, type Observable, type Subscription } from 'rxjs';
import type { Alternatives } from '../../domain/diamond/alternatives';
import { dealInsight, type DealInsight, type PricePosition } from '../../domain/diamond/deal-insight';
import { verdictOf, type DealVerdict } from '../../domain/diamond/deal-verdict';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import { decodeDiamondId, PRODUCT_DETAILS_PATH, productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { detailTables, parameterPanels, type ProductParameterSection, type TunedAttribute } from '../../domain/diamond/parameter-panels';
import type { Shape } from '../../domain/diamond/shapes';
import { canCompare, type CompareList } from '../../domain/discovery/compare';
import { canGoBack, canGoForward, EVERY_MOVE, type AdjustDirection, type DiamondEdit, type PossibleMoves } from '../../domain/discovery/diamond-edit';
import { moreOptionsAround, type MoreOptionsRanges, type SearchBounds } from '../../domain/discovery/more-options';
import { walkBetween, type TrailStop, type TrailWalk } from '../../domain/discovery/tuning-trail';
import { LEAVE_SELECTION_PROMPT, noDiamondInShapeError, SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { monthlyEstimate } from '../../domain/shared/financing';
import { formatPrice } from '../../domain/shared/money';
import { isServiceDown, isShopError, type ShopError } from '../../domain/shared/shop-error';
import type { AddDiamondToBag } from '../bag/add-diamond-to-bag.use-case';
import { comparisonPath } from '../discovery/discovery-paths';
import type { ReadCurrentSearch } from '../discovery/read-current-search.query';
import type { TuneAnswer, TuningState } from '../discovery/recommendation.gateway.port';
import { PresentationModel } from '../shell/presentation-model';
import type { ShopNotices } from '../shell/shop-notices.service';
import type { DiamondSelection } from './diamond-selection.service';
import type { FindAlternatives } from './find-alternatives.use-case';
import type { FindDiamondToShow } from './find-diamond-to-show.use-case';
import type { LoadDealInsight } from './load-deal-insight.use-case';
import type { LoadDiamond } from './load-diamond.use-case';
import type { NoteMissingVideo } from './note-missing-video.use-case';
import type { RecommendForShape } from './recommend-for-shape.use-case';
import type { TuneDiamond } from './tune-diamond.use-case';
import type { TuningTrail } from './tuning-trail.port';

/** Where a command leads: the view's router goes there. */
export interface Destination {
  readonly to: string;
  readonly state?: unknown;
}

/** A step through the tab's own history (Back: -1, Forward: 1), which the view's router takes: a history arrow whose
 * stone is the entry just before or after this one goes there, as the browser's own buttons do. */
export interface HistoryStep {
  readonly by: -1 | 1;
}

export interface ProductDetailsState {
  /** The stone the address asks for (null: none, the page says it was not found). */
  readonly diamondId: DiamondId | null;
  /** The stone on screen; null while it loads. */
  readonly diamond: Diamond | null;
  readonly notFound: boolean;
  /** What the page says when it has no stone to show: 'This diamond is no longer available' for a stone that sold,
   * 'Diamond was not found' otherwise. */
  readonly notFoundMessage: string;
  /** The stones a page without its stone offers instead, and what they are; null while they load or when the service
   * cannot say. */
  readonly alternatives: Alternatives | null;
  /** The recommendation service could not answer for the stone (the page says so and asks again when opened again). */
  readonly unavailable: boolean;
  /** The pick's label (FINEST…), worn only by the stone the recommendations gave it to. */
  readonly featureLabel: string | null;
  /** The Price, Size and Quality panels; a minus or plus that would find no stone for the shopper's search says so
   * and is disabled. */
  readonly panels: readonly ProductParameterSection[];
  readonly tables: ReturnType<typeof detailTables>;
  readonly price: string;
  /** The monthly financing estimate; null above the financing limit. */
  readonly monthlyEstimate: string | null;
  /** The stone's deal verdict (its badge when a good deal), the one its Top 4 card and the comparison show; null
   * when the service sent no deal block with it. */
  readonly verdict: DealVerdict | null;
  /** A tuning move is on its way to the recommendation service. */
  readonly busy: boolean;
  /** Why the stone stayed (no stone honours the move, none in that shape). */
  readonly notice: string | null;
  readonly canGoBack: boolean;
  readonly canGoForward: boolean;
  readonly compared: CompareList;
  readonly isCompared: boolean;
  /** Two stones are chosen: the footer's Select becomes Compare. */
  readonly compareMode: boolean;
  /** Select diamond is on its way to the bag. */
  readonly adding: boolean;
  /** What the shopper was told when Select diamond failed (also shown in the shop's banner). */
  readonly failure: ShopError | null;
  /** The question asked before leaving the stone; null while no navigation waits for an answer. */
  readonly leavePrompt: string | null;
  /** Leaving now would ask first (the spec: a diamond selected, no button clicked): closing the tab or reloading asks
   * the browser's own question too, and only then. */
  readonly asksBeforeLeaving: boolean;
  /** Where the last command leads (a tuned stone's address, the bag, the comparison). */
  readonly destination: Destination | null;
  /** The last history arrow's step through the tab's history, when its stone is the entry next to this one. */
  readonly historyStep: HistoryStep | null;
  /** Where the stone's price sits among similar stones, and why; null while it loads or when the recommendation
   * service cannot say (the section is then not shown). */
  readonly dealInsight: DealInsight | null;
  /** The ranges More Options opens with: around the stone on screen and the shopper's search, so that a Search the
   * shopper did not change keeps the stone; null without a stone. */
  readonly moreOptions: MoreOptionsRanges | null;
}

/** What the server loads for the address before the page renders (its route's loader data). */
export interface ProductDetailsSeed {
  /** The id the address names; null for an address without one (the shopper's last stone, which only the browser knows). */
  readonly id: DiamondId | null;
  readonly diamond: Diamond | null;
  /** No stone answers to the address. */
  readonly notFound: boolean;
  /** What the page offers instead of a stone it cannot show; null when the service could not say (the browser asks
   * again once the page runs); left out when the server did not ask. */
  readonly alternatives?: Alternatives | null;
  /** The service could not answer for the stone (the browser asks again once the page runs). */
  readonly unavailable?: boolean;
  /** The stone's price position, loaded beside it: null when the service could not say (the page then shows no deal
   * insight and does not ask again); left out when the server did not ask (the browser then asks). */
  readonly pricePosition?: PricePosition | null;
}

const INITIAL: ProductDetailsState = {
  diamondId: null,
  diamond: null,
  notFound: false,
  notFoundMessage: SHOP_ERRORS.DIAMOND_NOT_FOUND.message,
  alternatives: null,
  unavailable: false,
  featureLabel: null,
  panels: [],
  tables: [],
  price: '',
  monthlyEstimate: null,
  verdict: null,
  busy: false,
  notice: null,
  canGoBack: false,
  canGoForward: false,
  compared: [],
  isCompared: false,
  compareMode: false,
  adding: false,
  failure: null,
  leavePrompt: null,
  asksBeforeLeaving: false,
  destination: null,
  historyStep: null,
  dealInsight: null,
  moreOptions: null,
};

const stoneFields = (diamond: Diamond, moves: PossibleMoves) => {
  const monthly = monthlyEstimate(diamond.price);
  return {
    diamondId: diamond.id,
    diamond,
    notFound: false,
    alternatives: null,
    unavailable: false,
    panels: parameterPanels(diamond, moves),
    tables: detailTables(diamond),
    price: formatPrice(diamond.price),
    monthlyEstimate: monthly === null ? null : formatPrice(monthly),
    verdict: verdictOf(diamond),
  };
};

const compareFields = (compared: CompareList, diamondId: DiamondId | null) => ({
  compared,
  isCompared: diamondId !== null && compared.includes(diamondId),
  compareMode: canCompare(compared),
});

/**
 * The detail page /product-details/{encodedId}: the stone, its tuning session (minus/plus, More Options, the shape,
 * the history arrows), comparing, selecting into the bag and the question before leaving.
 *
 * Stones the service already sent (a tuning answer, an earlier load) are not fetched again. A tuning move that
 * finds another stone shows it at once and leads to its address; the view's router then calls `open` with that
 * address, which the model already shows.
 */
export class ProductDetailsModel extends PresentationModel<ProductDetailsState> {
  readonly #known = new Map<DiamondId, Diamond>();
  #tuning: TuningState | null = null;
  #labelled: { readonly id: DiamondId; readonly label: string } | null = null;
  #loading: Subscription | null = null;
  #running: Subscription | null = null;
  #leavingOnPurpose = false;
  #pendingLeave: string | null = null;
  /** The stone the server rendered: noted for a missing video once the browser opens it. */
  #seeded: DiamondId | null = null;
  /** The stone whose deal insight is shown or on its way. */
  #insightFor: DiamondId | null = null;
  #insightLoading: Subscription | null = null;
  /** What the service said of each stone's moves under the shopper's search, by stone. */
  readonly #moves = new Map<DiamondId, PossibleMoves>();
  /** The stone whose moves were asked for (a 'stay' on its way or answered). */
  #movesAskedFor: DiamondId | null = null;
  #movesLoading: Subscription | null = null;
  /** False once the service answered without saying which moves it offers (an older service): not asked again. */
  #serviceTellsMoves = true;
  /** The stone whose alternatives are shown or on their way (undefined: none asked for; null: the page named none). */
  #alternativesFor: DiamondId | null | undefined = undefined;
  #alternativesLoading: Subscription | null = null;
  /** The entry of the tab's history the page shows (the router's key for it); null until the view names one. */
  #entry: string | null = null;
  /** Where the page's last move leads: a new entry after this one (a tuning move) or a step to its neighbour (an
   * arrow); the next entry shown is that one when it shows that stone. */
  #arrival: { readonly id: DiamondId; readonly by: 'push' | 'step'; readonly from: string | null } | null = null;
  /** The service walking the tuning history as the browser walked its own (its Back or Forward). */
  #walking: Subscription | null = null;

  constructor(
    private readonly findDiamondToShow: FindDiamondToShow,
    private readonly loadDiamond: LoadDiamond,
    private readonly tuneDiamond: TuneDiamond,
    private readonly recommendForShape: RecommendForShape,
    private readonly readCurrentSearch: ReadCurrentSearch,
    private readonly addToBag: AddDiamondToBag,
    private readonly selection: DiamondSelection,
    private readonly notices: ShopNotices,
    private readonly noteMissingVideo: NoteMissingVideo,
    private readonly loadDealInsight: LoadDealInsight,
    private readonly findAlternatives: FindAlternatives,
    private readonly trail: TuningTrail,
  ) {
    super({ ...INITIAL, ...compareFields(selection.compared, null) });
  }

  /** Every change keeps `asksBeforeLeaving` true to the page: a stone on screen, one selected to compare, and no
   * button of the page leading on (Select diamond, Compare, Leave) pressed. */
  protected override patch(changes: Partial<ProductDetailsState>): void {
    super.patch(changes);
    const asks = this.state.diamond !== null && this.state.compared.length > 0 && !this.#leavingOnPurpose;
    if (asks !== this.state.asksBeforeLeaving) super.patch({ asksBeforeLeaving: asks });
  }

  protected override onAttach(): void {
    this.own(this.selection.compared$.subscribe((compared) => this.patch(compareFields(compared, this.state.diamondId))));
  }

  /** What the server already loaded for the address: the stone (it is shown at once and not fetched again), or
   * `null` when no stone answers to the id it names (the page says it was not found and shows what the server offered
   * instead; no second try follows); with the pick's label the address carries, so the server's page already shows it. */
  seed({ id, diamond, notFound, unavailable, pricePosition, alternatives }: ProductDetailsSeed, featureLabel: string | null = null): void {
    if (featureLabel && id !== null) this.#labelled = { id, label: featureLabel };
    if (diamond === null) {
      if (notFound) {
        this.patch({ diamondId: id, diamond: null, notFound: true });
        // What the server offered instead is shown as it is; when it could not say, the browser asks once the page runs.
        if (alternatives) this.#showAlternatives(id, alternatives);
      } else if (unavailable) this.patch({ diamondId: id, diamond: null, unavailable: true });
      return;
    }
    this.#known.set(diamond.id, diamond);
    this.#seeded = diamond.id;
    this.patch(this.#fieldsFor(diamond));
    if (pricePosition !== undefined) {
      this.#insightFor = diamond.id;
      this.patch({ dealInsight: pricePosition && dealInsight(pricePosition, diamond) });
    }
  }

  /** The address /product-details/{encodedId} (undefined: no id), with the label the recommendations gave it (its
   * `?pick=`), shown by `entry` of the tab's history (the router's key for it): the tuning history is that entry's. A
   * label stays with its stone: a stone reached by tuning wears none, and going back to the labelled stone leads to
   * its address with the label again. */
  open(encodedId: string | undefined, featureLabel: string | null = null, entry?: string): void {
    const labelledId = featureLabel ? decodeDiamondId(encodedId) : null;
    if (featureLabel && labelledId) this.#labelled = { id: labelledId, label: featureLabel };
    const id = this.findDiamondToShow.execute(encodedId);
    if (entry !== undefined && entry !== this.#entry) this.#arriveAt(entry, id);
    else if (entry !== undefined && id !== null && this.#arrival !== null && this.#arrival.id !== id) this.#stayAt(entry, id);
    this.#startTuning();
    const loading = this.#loading !== null && !this.#loading.closed;
    if (id !== null && id === this.#seeded && this.state.diamond !== null) {
      this.#seeded = null;
      this.noteMissingVideo.execute(this.state.diamond);
    }
    if (id !== null && id === this.state.diamondId && (this.state.diamond !== null || this.state.notFound || loading)) {
      this.patch({ featureLabel: this.#labelFor(id) });
      if (this.state.diamond) {
        this.#loadInsight(this.state.diamond);
        this.#loadMoves(this.state.diamond);
      }
      if (this.state.notFound) this.#loadAlternatives(id);
      return;
    }
    this.#loading?.unsubscribe();
    if (id === null) {
      this.#clearInsight();
      this.patch({ diamondId: null, diamond: null, notFound: true, unavailable: false, featureLabel: null });
      this.#loadAlternatives(null);
      return;
    }
    const known = this.#known.get(id);
    if (known) {
      this.#show(known);
      return;
    }
    this.#clearInsight();
    this.patch({ diamondId: id, diamond: null, notFound: false, unavailable: false, featureLabel: this.#labelFor(id), ...compareFields(this.state.compared, id) });
    this.#loading = this.own(
      this.loadDiamond.execute(id).subscribe({
        next: (loaded) => {
          this.#known.set(loaded.id, loaded);
          this.#show(loaded);
        },
        error: (error: unknown) => {
          if (isServiceDown(error)) {
            this.patch({ unavailable: true });
            return;
          }
          this.patch({ notFound: true });
          this.#loadAlternatives(id);
        },
      }),
    );
  }

  /** A panel's minus or plus; one the service said finds no stone for this stone is not offered, and not asked. */
  adjust(attr: TunedAttribute, dir: AdjustDirection): void {
    const { diamond } = this.state;
    if (diamond && this.#moves.get(diamond.id)?.[attr][dir] === false) return;
    this.#tune({ kind: 'adjust', attr, dir });
  }

  /** More Options' Search. */
  search(ranges: MoreOptionsRanges): void {
    this.#tune({ kind: 'set', ranges });
  }

  back(): void {
    this.#tune({ kind: 'command', command: 'back' });
  }

  forward(): void {
    this.#tune({ kind: 'command', command: 'forward' });
  }

  /** The shape dropdown: the stored search asked again in the new shape. */
  changeShape(shape: Shape): void {
    const { diamond } = this.state;
    if (!diamond || shape === diamond.shape) return;
    this.patch({ busy: true });
    this.#running?.unsubscribe();
    this.#running = this.own(
      this.recommendForShape.execute(shape).subscribe({
        next: (answer) => this.#showAnswer(answer),
        error: () => this.patch({ busy: false, notice: noDiamondInShapeError(shape).message }),
      }),
    );
  }

  dismissNotice(): void {
    this.patch({ notice: null });
  }

  toggleCompare(): void {
    const { diamond } = this.state;
    if (!diamond) return;
    this.patch(compareFields(this.selection.toggle(diamond.id), diamond.id));
  }

  /** The footer's Compare, with two stones chosen. */
  openComparison(): void {
    this.#leavingOnPurpose = true;
    this.patch({ destination: { to: comparisonPath(this.state.compared), state: { diamondIds: this.state.compared, featureLabels: {} } } });
  }

  /** Select diamond was refused when the storefront's server did it (pressed before the page's script ran). */
  selectRefused(message: string): void {
    const failure = { ...SHOP_ERRORS.ITEM_NOT_ADDED, message };
    this.patch({ failure });
    this.notices.showError(message);
  }

  /** Select diamond: into the bag, then the bag page; a failure is told in the shop's banner. */
  select(): void {
    const { diamond } = this.state;
    if (!diamond) return;
    this.patch({ adding: true, failure: null });
    this.own(
      this.addToBag.execute(diamond.id).subscribe({
        next: () => {
          this.#leavingOnPurpose = true;
          this.patch({ adding: false, destination: { to: '/cart', state: { justAdded: true } } });
        },
        error: (error: unknown) => {
          const failure = isShopError(error) ? error : SHOP_ERRORS.ITEM_NOT_ADDED;
          this.patch({ adding: false, failure });
          this.notices.showError(failure.message);
        },
      }),
    );
  }

  /** The shopper heads for `path` (a link, the browser's back): leaving with a diamond selected to compare and no
   * button of the page pressed asks first (the spec), unless the way leads to another stone. Answers whether the
   * navigation waits for their answer. */
  requestLeave(path: string): boolean {
    const asks = this.state.asksBeforeLeaving && !path.startsWith(PRODUCT_DETAILS_PATH);
    if (asks) {
      this.#pendingLeave = path;
      this.patch({ leavePrompt: LEAVE_SELECTION_PROMPT });
    }
    return asks;
  }

  /** 'Stay': the navigation is dropped. */
  stay(): void {
    this.#pendingLeave = null;
    this.patch({ leavePrompt: null });
  }

  /** 'Leave': answers where the waiting navigation goes (null when none waits). */
  leave(): Destination | null {
    const to = this.#pendingLeave;
    if (to === null) return null;
    this.#pendingLeave = null;
    this.#leavingOnPurpose = true;
    this.patch({ leavePrompt: null });
    return { to };
  }

  #startTuning(): void {
    if (this.#tuning) return;
    this.readCurrentSearch.execute().subscribe(({ query }) => this.#setTuning({ history: [], future: [], query }));
  }

  /** The tuning state the page walks with now: the arrows and More Options follow it. */
  #setTuning(tuning: TuningState): void {
    this.#tuning = tuning;
    const { diamond } = this.state;
    if (diamond) this.patch({ canGoBack: canGoBack(tuning), canGoForward: canGoForward(tuning), moreOptions: this.#moreOptionsFor(diamond) });
  }

  #moreOptionsFor(diamond: Diamond): MoreOptionsRanges {
    const query = this.#tuning?.query;
    return moreOptionsAround(diamond, typeof query === 'object' && query !== null ? (query as SearchBounds) : null);
  }

  #tune(edit: DiamondEdit): void {
    const { diamond, busy } = this.state;
    if (!diamond || busy || !this.#tuning) return;
    this.patch({ busy: true });
    this.#running?.unsubscribe();
    this.#running = this.own(
      this.tuneDiamond.execute({ diamondId: diamond.id, state: this.#tuning, edit }).subscribe({
        next: (answer) => this.#showAnswer(answer, edit),
        complete: () => this.patch({ busy: false }),
      }),
    );
  }

  #showAnswer(answer: TuneAnswer, edit?: DiamondEdit): void {
    this.#noteMoves(answer);
    if (!answer.moved) {
      const { diamond } = this.state;
      this.patch({
        busy: false,
        notice: answer.message ?? SHOP_ERRORS.NO_OTHER_DIAMOND.message,
        ...(diamond && diamond.id === answer.diamond.id && { panels: parameterPanels(diamond, this.#movesOf(diamond.id)) }),
      });
      return;
    }
    const id = answer.diamond.id;
    this.#tuning = answer.state;
    this.#known.set(id, answer.diamond);
    const label = this.#labelFor(id);
    this.#noteMedia(answer.diamond);
    const step = this.#stepFor(edit, id);
    this.#arrival = this.#entry === null ? null : { id, by: step === null ? 'push' : 'step', from: this.#entry };
    this.patch({
      ...this.#fieldsFor(answer.diamond),
      busy: false,
      notice: null,
      ...(step === null ? { destination: { to: productDetailsPath(id, label) } } : { historyStep: { by: step } }),
    });
    this.#loadInsight(answer.diamond);
  }

  /** An arrow's stone is the entry just before (back) or after (forward) this one on the trail: the browser steps there
   * instead of adding an entry, so that its own Back and Forward walk the same way afterwards. */
  #stepFor(edit: DiamondEdit | undefined, id: DiamondId): -1 | 1 | null {
    if (edit?.kind !== 'command' || edit.command === 'stay' || this.#entry === null) return null;
    const here = this.trail.read(this.#entry);
    const neighbour = edit.command === 'back' ? here?.previous : here?.next;
    if (neighbour === undefined || this.trail.read(neighbour)?.diamondId !== id) return null;
    return edit.command === 'back' ? -1 : 1;
  }

  /** The page shows another entry of the tab's history: the one its own move led to, or one the browser went to by
   * itself (its Back or Forward, a reload, an address typed or shared). */
  #arriveAt(entry: string, id: DiamondId | null): void {
    const left = this.#entry;
    const expected = this.#arrival;
    this.#entry = entry;
    this.#arrival = null;
    this.#walking?.unsubscribe();
    this.#walking = null;
    if (id === null) return;
    const stop = this.trail.read(entry);
    if (expected?.id === id) {
      if (expected.by === 'step') {
        this.#keep(entry, id, { previous: stop?.previous, next: stop?.next });
        return;
      }
      this.#keep(entry, id, { previous: expected.from ?? undefined });
      if (expected.from !== null) this.#linkNext(expected.from, entry);
      return;
    }
    // The browser moved on its own: a move still on its way belongs to the entry it left.
    this.#running?.unsubscribe();
    if (this.state.busy) this.patch({ busy: false });
    const known = stop?.diamondId === id ? stop : null;
    const shown = this.state.diamond;
    const walk = left !== null && this.#tuning && shown ? walkBetween((key) => this.trail.read(key), left, entry) : null;
    if (walk && this.#tuning && shown) this.#walk(walk, { diamondId: shown.id, state: this.#tuning }, entry, id, known, left);
    else this.#settle(entry, id, known);
  }

  /** The browser settled again on the entry shown before the page's last move got there: its Back or Forward overtook
   * the move on its way. After an arrow's step, the entry's own stone and history as the tab kept them; after a tuning
   * move (whose entry the browser added, then left), the service steps back from the move's stone, as a Back from its
   * entry would, so that Next leads to it again. */
  #stayAt(entry: string, id: DiamondId): void {
    const moved = this.#arrival!;
    this.#arrival = null;
    this.#running?.unsubscribe();
    this.#walking?.unsubscribe();
    this.#walking = null;
    const stop = this.trail.read(entry);
    const known = stop?.diamondId === id ? stop : null;
    if (moved.by === 'push' && this.#tuning) {
      this.#walk({ direction: 'back', steps: 1 }, { diamondId: moved.id, state: this.#tuning }, entry, id, known, null);
      return;
    }
    if (this.state.busy) this.patch({ busy: false });
    this.#settle(entry, id, known);
  }

  /** The entry's state as the tab kept it (a reload, an entry returned to), or none: an entry the tab never tuned from
   * (a pick, a link, an address shared or bookmarked) starts without history. */
  #settle(entry: string, id: DiamondId, known: TrailStop<TuningState> | null): void {
    if (known) this.#setTuning(known.state);
    else {
      this.#tuning = null;
      this.#startTuning();
    }
    this.#keep(entry, id, { previous: known?.previous, next: known?.next });
  }

  /**
   * The browser walked the trail (its Back or Forward, or several steps at once from its menu): the service walks the
   * tuning history the same steps from the entry left, so that this entry's history and future are whole (its kept
   * state knows nothing of the moves made after it). An answer of another stone, or none, leaves the entry's own.
   */
  #walk(walk: TrailWalk, from: { diamondId: DiamondId; state: TuningState }, entry: string, id: DiamondId, known: TrailStop<TuningState> | null, left: string | null): void {
    const edit: DiamondEdit = { kind: 'command', command: walk.direction };
    const stepFrom = (at: { diamondId: DiamondId; state: TuningState }): Observable<TuneAnswer> => this.tuneDiamond.execute({ diamondId: at.diamondId, state: at.state, edit });
    let walked = stepFrom(from);
    for (let step = 1; step < walk.steps; step++) walked = walked.pipe(concatMap((answer) => stepFrom({ diamondId: answer.diamond.id, state: answer.state })));
    // The entry next to the one left knows it as its neighbour, even when its own stop is gone.
    const beside = walk.steps === 1 ? left ?? undefined : undefined;
    const links = { previous: known?.previous ?? (walk.direction === 'forward' ? beside : undefined), next: known?.next ?? (walk.direction === 'back' ? beside : undefined) };
    this.patch({ busy: true });
    this.#walking = this.own(
      walked.pipe(last(undefined, null)).subscribe((answer) => {
        this.#walking = null;
        if (answer?.moved && answer.diamond.id === id) {
          this.#noteMoves(answer);
          this.#known.set(id, answer.diamond);
          this.#setTuning(answer.state);
          this.#keep(entry, id, links);
          const shown = this.state.diamond;
          if (shown?.id === id) this.patch({ panels: parameterPanels(shown, this.#movesOf(id)) });
        } else this.#settle(entry, id, known);
        this.patch({ busy: false });
        if (this.state.diamond) this.#loadMoves(this.state.diamond);
      }),
    );
  }

  /** What the tab keeps of the entry shown: its stone, the tuning state at it, its neighbours on the walk. */
  #keep(entry: string, id: DiamondId, links: { readonly previous?: string | undefined; readonly next?: string | undefined }): void {
    if (!this.#tuning) return;
    this.trail.write(entry, {
      diamondId: id,
      state: this.#tuning,
      ...(links.previous !== undefined && { previous: links.previous }),
      ...(links.next !== undefined && { next: links.next }),
    });
  }

  /** A move from `from` led to `entry`: the browser drops whatever came after `from`, and so does the trail. */
  #linkNext(from: string, entry: string): void {
    const stop = this.trail.read(from);
    if (stop) this.trail.write(from, { ...stop, next: entry });
  }

  #show(diamond: Diamond): void {
    this.#noteMedia(diamond);
    this.patch(this.#fieldsFor(diamond));
    this.#loadInsight(diamond);
    this.#loadMoves(diamond);
  }

  /** What an answer says of the moves of the stone it answers. */
  #noteMoves(answer: TuneAnswer): void {
    if (answer.moves === null) this.#serviceTellsMoves = false;
    else this.#moves.set(answer.diamond.id, answer.moves);
  }

  #movesOf(id: DiamondId): PossibleMoves {
    return this.#moves.get(id) ?? EVERY_MOVE;
  }

  /** A stone shown without a tuning answer (its address, a pick, the shape's recommendation already known): the
   * service is asked which of its moves find a stone, so that the page disables the others before they are pressed.
   * Meanwhile every move is offered; a move pressed first is answered with the moves too. */
  #loadMoves(diamond: Diamond): void {
    const id = diamond.id;
    if (this.#moves.has(id) || this.#movesAskedFor === id || !this.#serviceTellsMoves || !this.#tuning || this.#walking) return;
    this.#movesLoading?.unsubscribe();
    this.#movesAskedFor = id;
    this.#movesLoading = this.own(
      this.tuneDiamond.execute({ diamondId: id, state: this.#tuning, edit: { kind: 'command', command: 'stay' } }).subscribe((answer) => {
        this.#noteMoves(answer);
        const shown = this.state.diamond;
        if (shown?.id === id && answer.moves) this.patch({ panels: parameterPanels(shown, answer.moves) });
      }),
    );
  }

  /** What the page offers instead of the stone `id` names (null: it named none), asked once per stone; a service that
   * cannot say leaves the page with its message and a new search. */
  #loadAlternatives(id: DiamondId | null): void {
    if (this.#alternativesFor === id && (this.state.alternatives !== null || this.#alternativesLoading?.closed === false)) return;
    this.#alternativesLoading?.unsubscribe();
    this.#alternativesFor = id;
    this.patch({ alternatives: null, notFoundMessage: SHOP_ERRORS.DIAMOND_NOT_FOUND.message });
    this.#alternativesLoading = this.own(
      this.findAlternatives.execute(id).subscribe({
        next: (alternatives) => {
          if (this.#alternativesFor === id && this.state.notFound) this.#showAlternatives(id, alternatives);
        },
        error: () => undefined,
      }),
    );
  }

  #showAlternatives(id: DiamondId | null, alternatives: Alternatives): void {
    this.#alternativesFor = id;
    this.patch({ alternatives, notFoundMessage: alternatives.message });
  }

  /** The deal insight of the stone now on screen: the last one's goes at once, this one's follows when it comes. */
  #loadInsight(diamond: Diamond): void {
    if (this.#insightFor === diamond.id) return;
    this.#clearInsight();
    this.#insightFor = diamond.id;
    this.#insightLoading = this.own(
      this.loadDealInsight.execute(diamond.id).subscribe((position) => {
        if (this.#insightFor === diamond.id) this.patch({ dealInsight: position && dealInsight(position, diamond) });
      }),
    );
  }

  #clearInsight(): void {
    this.#insightLoading?.unsubscribe();
    this.#insightLoading = null;
    this.#insightFor = null;
    if (this.state.dealInsight !== null) this.patch({ dealInsight: null });
  }

  /** A stone coming on screen without its video is noted once per showing. */
  #noteMedia(diamond: Diamond): void {
    if (this.state.diamond?.id !== diamond.id) this.noteMissingVideo.execute(diamond);
  }

  #fieldsFor(diamond: Diamond): Partial<ProductDetailsState> {
    const tuning = this.#tuning ?? { history: [], future: [] };
    return {
      ...stoneFields(diamond, this.#movesOf(diamond.id)),
      ...compareFields(this.state.compared, diamond.id),
      featureLabel: this.#labelFor(diamond.id),
      canGoBack: canGoBack(tuning),
      canGoForward: canGoForward(tuning),
      moreOptions: this.#moreOptionsFor(diamond),
    };
  }

  #labelFor(id: DiamondId): string | null {
    return this.#labelled?.id === id ? this.#labelled.label : null;
  }
}
