import type { Subscription } from 'rxjs';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import { parameterPanels, type TunedAttribute } from '../../domain/diamond/parameter-panels';
import { EVERY_MOVE, type AdjustDirection, type PossibleMoves } from '../../domain/discovery/diamond-edit';
import type { TuneAnswer, TuningState } from '../kernel/recommendation.gateway.port';
import type { ProductDetailsPage } from './product-details.state';
import type { TuneDiamond } from './tune-diamond.use-case';

/** Which minus and plus of each stone find a stone under the shopper's search, as the service said, by stone: the
 * page disables the others before they are pressed. Until it said, every move is offered. */
export class StoneMoves {
  readonly #moves = new Map<DiamondId, PossibleMoves>();
  /** The stone whose moves were asked for (a 'stay' on its way or answered). */
  #askedFor: DiamondId | null = null;
  #loading: Subscription | null = null;
  /** False once the service answered without saying which moves it offers (an older service): not asked again. */
  #serviceTells = true;

  constructor(
    private readonly page: ProductDetailsPage,
    private readonly tuneDiamond: TuneDiamond,
  ) {}

  /** The moves of the stone `id` the page offers. */
  of(id: DiamondId): PossibleMoves {
    return this.#moves.get(id) ?? EVERY_MOVE;
  }

  /** The service said the move finds no stone: the page neither offers nor asks it. */
  refuses(id: DiamondId, attr: TunedAttribute, dir: AdjustDirection): boolean {
    return this.#moves.get(id)?.[attr][dir] === false;
  }

  /** What an answer says of the moves of the stone it answers. */
  note(answer: TuneAnswer): void {
    if (answer.moves === null) this.#serviceTells = false;
    else this.#moves.set(answer.diamond.id, answer.moves);
  }

  /** A stone shown without a tuning answer (its address, a pick, the shape's recommendation already known): the
   * service is asked, with the tuning state the page walks with, which of its moves find a stone. Meanwhile every
   * move is offered; a move pressed first is answered with the moves too. */
  load(diamond: Diamond, tuning: TuningState | null): void {
    const id = diamond.id;
    if (this.#moves.has(id) || this.#askedFor === id || !this.#serviceTells || !tuning) return;
    this.#loading?.unsubscribe();
    this.#askedFor = id;
    this.#loading = this.page.own(
      this.tuneDiamond.execute({ diamondId: id, state: tuning, edit: { kind: 'command', command: 'stay' } }).subscribe((answer) => {
        this.note(answer);
        const shown = this.page.state.diamond;
        if (shown?.id === id && answer.moves) this.page.patch({ panels: parameterPanels(shown, answer.moves) });
      }),
    );
  }
}
