import { concatMap, last, type Observable, type Subscription } from 'rxjs';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import { parameterPanels } from '../../domain/diamond/parameter-panels';
import type { DiamondEdit } from '../../domain/discovery/diamond-edit';
import { walkBetween, type TrailStop, type TrailWalk } from '../../domain/discovery/tuning-trail';
import type { TuneAnswer, TuningState } from '../kernel/recommendation.gateway.port';
import type { ProductDetailsPage } from './product-details.state';
import type { TuneDiamond } from './tune-diamond.use-case';
import type { TuningSession } from './tuning-session';
import type { TuningTrail } from './tuning-trail.port';

type Links = { readonly previous?: string | undefined; readonly next?: string | undefined };

/**
 * The tuning history kept by each entry of the tab's history (ADR 0031): what the tab keeps of an entry (its stone,
 * the tuning state at it, its neighbours) is written on the `TuningTrail`, so that the browser's Back and Forward, the
 * page's arrows and a reload agree. The browser walking the trail on its own has the service walk the tuning history
 * the same steps; an arrow whose stone is the entry next to this one steps there instead of adding an entry.
 */
export class TabHistory {
  /** The entry of the tab's history the page shows (the router's key for it); null until the view names one. */
  #entry: string | null = null;
  /** Where the page's last move leads: a new entry after this one (a tuning move) or a step to its neighbour (an
   * arrow); the next entry shown is that one when it shows that stone. */
  #arrival: { readonly id: DiamondId; readonly by: 'push' | 'step'; readonly from: string | null } | null = null;
  /** The service walking the tuning history as the browser walked its own (its Back or Forward). */
  #walking: Subscription | null = null;
  /** While a walk is on its way: where the service's tuning history stood when it began, the entry and the stone its
   * state is at. Until the walk's answer arrives, the session's state is still that one, whatever stone the page
   * shows. */
  #walkedFrom: { readonly entry: string | null; readonly at: { readonly diamondId: DiamondId; readonly state: TuningState } } | null = null;

  constructor(
    private readonly page: ProductDetailsPage,
    private readonly session: TuningSession,
    private readonly trail: TuningTrail,
    private readonly tuneDiamond: TuneDiamond,
    /** The stones the page already has, by id. */
    private readonly known: Map<DiamondId, Diamond>,
  ) {}

  /** The service is walking the tuning history after the browser. */
  get walking(): boolean {
    return this.#walking !== null;
  }

  /** The page shows `entry` of the tab's history, with the stone `id`: another entry (the one its own move led to, or
   * one the browser went to by itself: its Back or Forward, a reload, an address typed or shared), or again the one
   * shown while a move was on its way elsewhere (the browser's Back or Forward overtook it). */
  show(entry: string, id: DiamondId | null): void {
    if (entry !== this.#entry) this.#arriveAt(entry, id);
    else if (id !== null && this.#arrival !== null && this.#arrival.id !== id) this.#stayAt(entry, id);
  }

  /** A move found the stone `id`: answers the step through the tab's history that leads to it (its neighbour's entry
   * holds it: the browser steps there, so that its own Back and Forward walk the same way afterwards), or null for a
   * new entry after this one. */
  moveTo(edit: DiamondEdit | undefined, id: DiamondId): -1 | 1 | null {
    const step = this.#stepFor(edit, id);
    this.#arrival = this.#entry === null ? null : { id, by: step === null ? 'push' : 'step', from: this.#entry };
    return step;
  }

  #stepFor(edit: DiamondEdit | undefined, id: DiamondId): -1 | 1 | null {
    if (edit?.kind !== 'command' || edit.command === 'stay' || this.#entry === null) return null;
    const here = this.trail.read(this.#entry);
    const neighbour = edit.command === 'back' ? here?.previous : here?.next;
    if (neighbour === undefined || this.trail.read(neighbour)?.diamondId !== id) return null;
    return edit.command === 'back' ? -1 : 1;
  }

  #arriveAt(entry: string, id: DiamondId | null): void {
    // The browser moved again before the service answered its last walk: the new walk starts where that one did.
    const interrupted = this.#walkedFrom;
    const left = interrupted ? interrupted.entry : this.#entry;
    const expected = this.#arrival;
    this.#entry = entry;
    this.#arrival = null;
    this.#stopWalking();
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
    this.session.cancel();
    if (this.page.state.busy) this.page.patch({ busy: false });
    const known = stop?.diamondId === id ? stop : null;
    const shown = this.page.state.diamond;
    const tuning = this.session.tuning;
    const from = interrupted ? interrupted.at : tuning && shown ? { diamondId: shown.id, state: tuning } : null;
    const walk = left !== null && from ? walkBetween((key) => this.trail.read(key), left, entry) : null;
    if (walk && from) this.#walk(walk, from, entry, id, known, left);
    else this.#settle(entry, id, known);
  }

  #stopWalking(): void {
    this.#walking?.unsubscribe();
    this.#walking = null;
    this.#walkedFrom = null;
  }

  /** The browser settled again on the entry shown before the page's last move got there. After an arrow's step, the
   * entry's own stone and history as the tab kept them; after a tuning move (whose entry the browser added, then
   * left), the service steps back from the move's stone, as a Back from its entry would, so that Next leads to it. */
  #stayAt(entry: string, id: DiamondId): void {
    const moved = this.#arrival!;
    this.#arrival = null;
    this.session.cancel();
    this.#stopWalking();
    const stop = this.trail.read(entry);
    const known = stop?.diamondId === id ? stop : null;
    const tuning = this.session.tuning;
    if (moved.by === 'push' && tuning) {
      this.#walk({ direction: 'back', steps: 1 }, { diamondId: moved.id, state: tuning }, entry, id, known, null);
      return;
    }
    if (this.page.state.busy) this.page.patch({ busy: false });
    this.#settle(entry, id, known);
  }

  /** The entry's state as the tab kept it (a reload, an entry returned to), or none: an entry the tab never tuned from
   * (a pick, a link, an address shared or bookmarked) starts without history. */
  #settle(entry: string, id: DiamondId, known: TrailStop<TuningState> | null): void {
    if (known) this.session.set(known.state);
    else this.session.restart();
    this.#keep(entry, id, { previous: known?.previous, next: known?.next });
  }

  /** The browser walked the trail (its Back or Forward, or several steps at once from its menu): the service walks the
   * tuning history the same steps from the entry left, so that this entry's history and future are whole (its kept
   * state knows nothing of the moves made after it). An answer of another stone, or none, leaves the entry's own. */
  #walk(walk: TrailWalk, from: { diamondId: DiamondId; state: TuningState }, entry: string, id: DiamondId, known: TrailStop<TuningState> | null, left: string | null): void {
    const edit: DiamondEdit = { kind: 'command', command: walk.direction };
    const stepFrom = (at: { diamondId: DiamondId; state: TuningState }): Observable<TuneAnswer> => this.tuneDiamond.execute({ diamondId: at.diamondId, state: at.state, edit });
    let walked = stepFrom(from);
    for (let step = 1; step < walk.steps; step++) walked = walked.pipe(concatMap((answer) => stepFrom({ diamondId: answer.diamond.id, state: answer.state })));
    // The entry next to the one left knows it as its neighbour, even when its own stop is gone.
    const beside = walk.steps === 1 ? left ?? undefined : undefined;
    const links = { previous: known?.previous ?? (walk.direction === 'forward' ? beside : undefined), next: known?.next ?? (walk.direction === 'back' ? beside : undefined) };
    this.page.patch({ busy: true });
    this.#walkedFrom = { entry: left, at: from };
    this.#walking = this.page.own(
      walked.pipe(last(undefined, null)).subscribe((answer) => {
        this.#walking = null;
        this.#walkedFrom = null;
        if (answer?.moved && answer.diamond.id === id) {
          this.session.moves.note(answer);
          this.known.set(id, answer.diamond);
          this.session.set(answer.state);
          this.#keep(entry, id, links);
          const shown = this.page.state.diamond;
          if (shown?.id === id) this.page.patch({ panels: parameterPanels(shown, this.session.moves.of(id)) });
        } else this.#settle(entry, id, known);
        this.page.patch({ busy: false });
        if (this.page.state.diamond) this.session.loadMoves(this.page.state.diamond);
      }),
    );
  }

  /** What the tab keeps of the entry shown: its stone, the tuning state at it, its neighbours on the walk. */
  #keep(entry: string, id: DiamondId, links: Links): void {
    const tuning = this.session.tuning;
    if (!tuning) return;
    this.trail.write(entry, {
      diamondId: id,
      state: tuning,
      ...(links.previous !== undefined && { previous: links.previous }),
      ...(links.next !== undefined && { next: links.next }),
    });
  }

  /** A move from `from` led to `entry`: the browser drops whatever came after `from`, and so does the trail. */
  #linkNext(from: string, entry: string): void {
    const stop = this.trail.read(from);
    if (stop) this.trail.write(from, { ...stop, next: entry });
  }
}
