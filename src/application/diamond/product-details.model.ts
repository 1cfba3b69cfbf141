import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import type { TunedAttribute } from '../../domain/diamond/parameter-panels';
import type { Shape } from '../../domain/diamond/shapes';
import type { AdjustDirection } from '../../domain/discovery/diamond-edit';
import type { MoreOptionsRanges } from '../../domain/discovery/more-options';
import type { AddDiamondToBag } from '../bag/add-diamond-to-bag.use-case';
import type { ReadCurrentSearch } from '../discovery/read-current-search.query';
import { PresentationModel } from '../shell/presentation-model';
import type { ShopNotices } from '../shell/shop-notices.service';
import { AlternativesLoader } from './alternatives-loader';
import { DealInsightLoader } from './deal-insight-loader';
import { compareFields, DiamondCompare } from './diamond-compare';
import type { DiamondSelection } from './diamond-selection.service';
import { DiamondSelectionToBag } from './diamond-selection-to-bag';
import type { FindAlternatives } from './find-alternatives.use-case';
import type { FindDiamondToShow } from './find-diamond-to-show.use-case';
import { LeaveGuard } from './leave-guard';
import type { LoadDealInsight } from './load-deal-insight.use-case';
import type { LoadDiamond } from './load-diamond.use-case';
import type { NoteMissingVideo } from './note-missing-video.use-case';
import { INITIAL_PRODUCT_DETAILS, type Destination, type ProductDetailsPage, type ProductDetailsSeed, type ProductDetailsState } from './product-details.state';
import type { RecommendForShape } from './recommend-for-shape.use-case';
import { StoneOnScreen } from './stone-on-screen';
import { TabHistory } from './tab-history';
import type { TuneDiamond } from './tune-diamond.use-case';
import { TuningSession } from './tuning-session';
import type { TuningTrail } from './tuning-trail.port';

export type { Destination, HistoryStep, ProductDetailsSeed, ProductDetailsState } from './product-details.state';

/**
 * The detail page /product-details/{encodedId}: the stone the address names, composed with the parts that each keep
 * their own fields of its state: the tuning session (`TuningSession`) and its history in the tab (`TabHistory`), the
 * deal insight, the alternatives to a stone it cannot show, comparing (`DiamondCompare`), Select diamond
 * (`DiamondSelectionToBag`) and the question before leaving (`LeaveGuard`).
 *
 * Stones the service already sent (a tuning answer, an earlier load) are not fetched again. A tuning move that
 * finds another stone shows it at once and leads to its address; the view's router then calls `open` with that
 * address, which the model already shows.
 */
export class ProductDetailsModel extends PresentationModel<ProductDetailsState> {
  readonly #stone: StoneOnScreen;
  readonly #session: TuningSession;
  readonly #guard: LeaveGuard;
  readonly #compare: DiamondCompare;
  readonly #toBag: DiamondSelectionToBag;

  constructor(
    findDiamondToShow: FindDiamondToShow,
    loadDiamond: LoadDiamond,
    tuneDiamond: TuneDiamond,
    recommendForShape: RecommendForShape,
    readCurrentSearch: ReadCurrentSearch,
    addToBag: AddDiamondToBag,
    selection: DiamondSelection,
    notices: ShopNotices,
    noteMissingVideo: NoteMissingVideo,
    loadDealInsight: LoadDealInsight,
    findAlternatives: FindAlternatives,
    trail: TuningTrail,
  ) {
    super({ ...INITIAL_PRODUCT_DETAILS, ...compareFields(selection.compared, null) });
    const read = () => this.state;
    const page: ProductDetailsPage = { get state() { return read(); }, patch: (changes) => this.patch(changes), own: (subscription) => this.own(subscription) };
    this.#guard = new LeaveGuard(page);
    this.#compare = new DiamondCompare(page, selection, this.#guard);
    this.#toBag = new DiamondSelectionToBag(page, addToBag, notices, this.#guard);
    const session = new TuningSession(page, tuneDiamond, recommendForShape, readCurrentSearch, (answer, edit) => this.#stone.tunedTo(answer, edit));
    const known = new Map<DiamondId, Diamond>();
    this.#session = session;
    this.#stone = new StoneOnScreen(page, findDiamondToShow, loadDiamond, noteMissingVideo, known, {
      session,
      history: new TabHistory(page, session, trail, tuneDiamond, known),
      insight: new DealInsightLoader(page, loadDealInsight),
      alternatives: new AlternativesLoader(page, findAlternatives),
      compare: this.#compare,
    });
  }

  /** Every change keeps `asksBeforeLeaving` true to the page (the leave guard's question). */
  protected override patch(changes: Partial<ProductDetailsState>): void {
    super.patch(changes);
    const asks = this.#guard.asks(this.state);
    if (asks !== this.state.asksBeforeLeaving) super.patch({ asksBeforeLeaving: asks });
  }

  protected override onAttach(): void {
    this.#compare.follow();
  }

  /** What the server already loaded for the address, with the pick's label the address carries. */
  seed(seed: ProductDetailsSeed, featureLabel: string | null = null): void {
    this.#stone.seed(seed, featureLabel);
  }

  /** The address /product-details/{encodedId} (undefined: no id), with the label the recommendations gave it (its
   * `?pick=`), shown by `entry` of the tab's history (the router's key for it). */
  open(encodedId: string | undefined, featureLabel: string | null = null, entry?: string): void {
    this.#stone.open(encodedId, featureLabel, entry);
  }

  /** A panel's minus or plus. */
  adjust(attr: TunedAttribute, dir: AdjustDirection): void {
    this.#session.adjust(attr, dir);
  }

  /** More Options' Search. */
  search(ranges: MoreOptionsRanges): void {
    this.#session.search(ranges);
  }

  back(): void {
    this.#session.back();
  }

  forward(): void {
    this.#session.forward();
  }

  /** The shape dropdown. */
  changeShape(shape: Shape): void {
    this.#session.changeShape(shape);
  }

  dismissNotice(): void {
    this.#session.dismissNotice();
  }

  toggleCompare(): void {
    this.#compare.toggle();
  }

  /** The footer's Compare, with two stones chosen. */
  openComparison(): void {
    this.#compare.open();
  }

  /** Select diamond was refused when the storefront's server did it (pressed before the page's script ran). */
  selectRefused(message: string): void {
    this.#toBag.refused(message);
  }

  /** Select diamond: into the bag, then the bag page. Answers whether the model took it: not before it shows a stone
   * (the page still waking), when the form's own post to the server must go ahead instead. */
  select(): boolean {
    return this.#toBag.select();
  }

  /** The shopper heads for `path`: answers whether the navigation waits for the leave question's answer. */
  requestLeave(path: string): boolean {
    return this.#guard.request(path);
  }

  /** 'Stay': the navigation is dropped. */
  stay(): void {
    this.#guard.stay();
  }

  /** 'Leave': answers where the waiting navigation goes (null when none waits). */
  leave(): Destination | null {
    return this.#guard.leave();
  }
}
