import type { Subscription } from 'rxjs';
import type { Diamond } from '../../domain/diamond/diamond';
import { parameterPanels, type TunedAttribute } from '../../domain/diamond/parameter-panels';
import type { Shape } from '../../domain/diamond/shapes';
import { canGoBack, canGoForward, type AdjustDirection, type DiamondEdit } from '../../domain/discovery/diamond-edit';
import { moreOptionsAround, type MoreOptionsRanges, type SearchBounds } from '../../domain/discovery/more-options';
import { noDiamondInShapeError, SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { ReadCurrentSearch } from '../discovery/read-current-search.query';
import type { TuneAnswer, TuningState } from '../kernel/recommendation.gateway.port';
import type { ProductDetailsPage } from './product-details.state';
import type { RecommendForShape } from './recommend-for-shape.use-case';
import { StoneMoves } from './stone-moves';
import type { TuneDiamond } from './tune-diamond.use-case';

/** A move that found another stone, with the edit that asked for it (none: the shape dropdown). */
export type TunedTo = (answer: TuneAnswer, edit?: DiamondEdit) => void;

/**
 * The shopper tuning the stone on screen: a panel's minus or plus, More Options' Search, the history arrows and the
 * shape dropdown, each asked of the recommendation service within the shopper's search, one at a time. A move that
 * finds no stone keeps it and says why; one that finds another hands it to the page (`tunedTo`). Owns `busy`,
 * `notice`, `canGoBack`, `canGoForward` and `moreOptions`; the moves each stone offers are kept by `moves`.
 */
export class TuningSession {
  #tuning: TuningState | null = null;
  #running: Subscription | null = null;
  readonly moves: StoneMoves;

  constructor(
    private readonly page: ProductDetailsPage,
    private readonly tuneDiamond: TuneDiamond,
    private readonly recommendForShape: RecommendForShape,
    private readonly readCurrentSearch: ReadCurrentSearch,
    private readonly tunedTo: TunedTo,
  ) {
    this.moves = new StoneMoves(page, tuneDiamond);
  }

  /** The tuning state the page walks with (its search, history and future); null until the search is read. */
  get tuning(): TuningState | null {
    return this.#tuning;
  }

  /** Starts from the shopper's search, unless the page already walks with a tuning state. */
  start(): void {
    if (this.#tuning) return;
    this.readCurrentSearch.execute().subscribe(({ query }) => this.set({ history: [], future: [], query }));
  }

  /** Starts again from the shopper's search, without history (an entry the tab never tuned from). */
  restart(): void {
    this.#tuning = null;
    this.start();
  }

  /** The tuning state the page walks with now: the arrows and More Options follow it. */
  set(tuning: TuningState): void {
    this.#tuning = tuning;
    const { diamond } = this.page.state;
    if (diamond) this.page.patch({ canGoBack: canGoBack(tuning), canGoForward: canGoForward(tuning), moreOptions: this.#moreOptionsFor(diamond) });
  }

  /** The arrows and More Options of the stone on screen. */
  fieldsFor(diamond: Diamond): { canGoBack: boolean; canGoForward: boolean; moreOptions: MoreOptionsRanges } {
    const tuning = this.#tuning ?? { history: [], future: [] };
    return { canGoBack: canGoBack(tuning), canGoForward: canGoForward(tuning), moreOptions: this.#moreOptionsFor(diamond) };
  }

  /** Asks the service which moves of `diamond` find a stone, under the tuning state walked with. */
  loadMoves(diamond: Diamond): void {
    this.moves.load(diamond, this.#tuning);
  }

  /** The move on its way is dropped (the browser went elsewhere). */
  cancel(): void {
    this.#running?.unsubscribe();
  }

  /** A panel's minus or plus; one the service said finds no stone for this stone is not offered, and not asked. */
  adjust(attr: TunedAttribute, dir: AdjustDirection): void {
    const { diamond } = this.page.state;
    if (diamond && this.moves.refuses(diamond.id, attr, dir)) return;
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
    const { diamond } = this.page.state;
    if (!diamond || shape === diamond.shape) return;
    this.page.patch({ busy: true });
    this.#running?.unsubscribe();
    this.#running = this.page.own(
      this.recommendForShape.execute(shape).subscribe({
        next: (answer) => this.#showAnswer(answer),
        error: () => this.page.patch({ busy: false, notice: noDiamondInShapeError(shape).message }),
      }),
    );
  }

  dismissNotice(): void {
    this.page.patch({ notice: null });
  }

  /** The ranges More Options opens with: around the stone and the shopper's search. */
  #moreOptionsFor(diamond: Diamond): MoreOptionsRanges {
    const query = this.#tuning?.query;
    return moreOptionsAround(diamond, typeof query === 'object' && query !== null ? (query as SearchBounds) : null);
  }

  #tune(edit: DiamondEdit): void {
    const { diamond, busy } = this.page.state;
    if (!diamond || busy || !this.#tuning) return;
    this.page.patch({ busy: true });
    this.#running?.unsubscribe();
    this.#running = this.page.own(
      this.tuneDiamond.execute({ diamondId: diamond.id, state: this.#tuning, edit }).subscribe({
        next: (answer) => this.#showAnswer(answer, edit),
        complete: () => this.page.patch({ busy: false }),
      }),
    );
  }

  #showAnswer(answer: TuneAnswer, edit?: DiamondEdit): void {
    this.moves.note(answer);
    if (!answer.moved) {
      const { diamond } = this.page.state;
      this.page.patch({
        busy: false,
        notice: answer.message ?? SHOP_ERRORS.NO_OTHER_DIAMOND.message,
        ...(diamond && diamond.id === answer.diamond.id && { panels: parameterPanels(diamond, this.moves.of(diamond.id)) }),
      });
      return;
    }
    this.#tuning = answer.state;
    this.tunedTo(answer, edit);
  }
}
