import type { Subscription } from 'rxjs';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import { decodeDiamondId, productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import type { DiamondEdit } from '../../domain/discovery/diamond-edit';
import { isServiceDown } from '../../domain/shared/shop-error';
import type { TuneAnswer } from '../kernel/recommendation.gateway.port';
import type { AlternativesLoader } from './alternatives-loader';
import type { DealInsightLoader } from './deal-insight-loader';
import type { DiamondCompare } from './diamond-compare';
import type { FindDiamondToShow } from './find-diamond-to-show.use-case';
import type { LoadDiamond } from './load-diamond.use-case';
import type { NoteMissingVideo } from './note-missing-video.use-case';
import { stoneFields, type ProductDetailsPage, type ProductDetailsSeed, type ProductDetailsState } from './product-details.state';
import type { TabHistory } from './tab-history';
import type { TuningSession } from './tuning-session';

/**
 * The stone on screen: the one the address names (from what the server loaded, the stones the service already sent,
 * or the service), or the one a tuning move found; with the pick's label on the stone the recommendations gave it to.
 * A stone coming on screen brings its deal insight and its moves; one that cannot be shown, what the page offers
 * instead. Owns the stone's own fields (`diamondId`, `diamond`, `notFound`, `unavailable`, `featureLabel`, panels,
 * tables, price, estimate, verdict) and where a move leads.
 */
export class StoneOnScreen {
  /** The pick's label (FINEST…) and the stone it belongs to. */
  #labelled: { readonly id: DiamondId; readonly label: string } | null = null;
  #loading: Subscription | null = null;
  /** The stone the server rendered: noted for a missing video once the browser opens it. */
  #seeded: DiamondId | null = null;

  constructor(
    private readonly page: ProductDetailsPage,
    private readonly findDiamondToShow: FindDiamondToShow,
    private readonly loadDiamond: LoadDiamond,
    private readonly noteMissingVideo: NoteMissingVideo,
    /** The stones the service already sent, by id. */
    private readonly known: Map<DiamondId, Diamond>,
    private readonly parts: {
      readonly session: TuningSession;
      readonly history: TabHistory;
      readonly insight: DealInsightLoader;
      readonly alternatives: AlternativesLoader;
      readonly compare: DiamondCompare;
    },
  ) {}

  /** What the server already loaded for the address: the stone (it is shown at once and not fetched again), or
   * `null` when no stone answers to the id it names (the page says it was not found and shows what the server offered
   * instead; no second try follows); with the pick's label the address carries, so the server's page already shows it. */
  seed({ id, diamond, notFound, unavailable, pricePosition, alternatives }: ProductDetailsSeed, featureLabel: string | null = null): void {
    if (featureLabel && id !== null) this.#labelled = { id, label: featureLabel };
    if (diamond === null) {
      if (notFound) {
        this.page.patch({ diamondId: id, diamond: null, notFound: true });
        // What the server offered instead is shown as it is; when it could not say, the browser asks once the page runs.
        if (alternatives) this.parts.alternatives.show(id, alternatives);
      } else if (unavailable) this.page.patch({ diamondId: id, diamond: null, unavailable: true });
      return;
    }
    this.known.set(diamond.id, diamond);
    this.#seeded = diamond.id;
    this.page.patch(this.#fieldsFor(diamond));
    if (pricePosition !== undefined) this.parts.insight.seed(diamond, pricePosition);
  }

  /** The address /product-details/{encodedId} (undefined: no id), with the label the recommendations gave it (its
   * `?pick=`), shown by `entry` of the tab's history (the router's key for it): the tuning history is that entry's. A
   * label stays with its stone: a stone reached by tuning wears none, and going back to the labelled stone leads to
   * its address with the label again. */
  open(encodedId: string | undefined, featureLabel: string | null = null, entry?: string): void {
    const labelledId = featureLabel ? decodeDiamondId(encodedId) : null;
    if (featureLabel && labelledId) this.#labelled = { id: labelledId, label: featureLabel };
    const id = this.findDiamondToShow.execute(encodedId);
    if (entry !== undefined) this.parts.history.show(entry, id);
    this.parts.session.start();
    const loading = this.#loading !== null && !this.#loading.closed;
    if (id !== null && id === this.#seeded && this.page.state.diamond !== null) {
      this.#seeded = null;
      this.noteMissingVideo.execute(this.page.state.diamond);
    }
    if (id !== null && id === this.page.state.diamondId && (this.page.state.diamond !== null || this.page.state.notFound || loading)) {
      this.page.patch({ featureLabel: this.#labelFor(id) });
      if (this.page.state.diamond) {
        this.parts.insight.load(this.page.state.diamond);
        this.#loadMoves(this.page.state.diamond);
      }
      if (this.page.state.notFound) this.parts.alternatives.load(id);
      return;
    }
    this.#loading?.unsubscribe();
    if (id === null) {
      this.parts.insight.clear();
      this.page.patch({ diamondId: null, diamond: null, notFound: true, unavailable: false, featureLabel: null });
      this.parts.alternatives.load(null);
      return;
    }
    const known = this.known.get(id);
    if (known) {
      this.#show(known);
      return;
    }
    this.parts.insight.clear();
    this.page.patch({ diamondId: id, diamond: null, notFound: false, unavailable: false, featureLabel: this.#labelFor(id), ...this.parts.compare.fieldsFor(id) });
    this.#loading = this.page.own(
      this.loadDiamond.execute(id).subscribe({
        next: (loaded) => {
          this.known.set(loaded.id, loaded);
          this.#show(loaded);
        },
        error: (error: unknown) => {
          if (isServiceDown(error)) {
            this.page.patch({ unavailable: true });
            return;
          }
          this.page.patch({ notFound: true });
          this.parts.alternatives.load(id);
        },
      }),
    );
  }

  /** A tuning move found another stone: shown at once, leading to its address or stepping to its entry of the tab. */
  tunedTo(answer: TuneAnswer, edit?: DiamondEdit): void {
    const id = answer.diamond.id;
    this.known.set(id, answer.diamond);
    const label = this.#labelFor(id);
    this.#noteMedia(answer.diamond);
    const step = this.parts.history.moveTo(edit, id);
    this.page.patch({
      ...this.#fieldsFor(answer.diamond),
      busy: false,
      notice: null,
      ...(step === null ? { destination: { to: productDetailsPath(id, label) } } : { historyStep: { by: step } }),
    });
    this.parts.insight.load(answer.diamond);
  }

  #show(diamond: Diamond): void {
    this.#noteMedia(diamond);
    this.page.patch(this.#fieldsFor(diamond));
    this.parts.insight.load(diamond);
    this.#loadMoves(diamond);
  }

  /** The moves of a stone shown without a tuning answer, asked once the service no longer walks the tab's history. */
  #loadMoves(diamond: Diamond): void {
    if (!this.parts.history.walking) this.parts.session.loadMoves(diamond);
  }

  /** A stone coming on screen without its video is noted once per showing. */
  #noteMedia(diamond: Diamond): void {
    if (this.page.state.diamond?.id !== diamond.id) this.noteMissingVideo.execute(diamond);
  }

  #fieldsFor(diamond: Diamond): Partial<ProductDetailsState> {
    return {
      ...stoneFields(diamond, this.parts.session.moves.of(diamond.id)),
      ...this.parts.compare.fieldsFor(diamond.id),
      featureLabel: this.#labelFor(diamond.id),
      ...this.parts.session.fieldsFor(diamond),
    };
  }

  #labelFor(id: DiamondId): string | null {
    return this.#labelled?.id === id ? this.#labelled.label : null;
  }
}
