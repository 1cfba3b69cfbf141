import type { Subscription } from 'rxjs';
import type { Alternatives } from '../../domain/diamond/alternatives';
import type { DealInsight, PricePosition } from '../../domain/diamond/deal-insight';
import { verdictOf, type DealVerdict } from '../../domain/diamond/deal-verdict';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import { detailTables, parameterPanels, type ProductParameterSection } from '../../domain/diamond/parameter-panels';
import type { CompareList } from '../../domain/discovery/compare';
import type { PossibleMoves } from '../../domain/discovery/diamond-edit';
import type { MoreOptionsRanges } from '../../domain/discovery/more-options';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { monthlyEstimate } from '../../domain/shared/financing';
import { formatPrice } from '../../domain/shared/money';
import type { ShopError } from '../../domain/shared/shop-error';

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

export const INITIAL_PRODUCT_DETAILS: ProductDetailsState = {
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

/** What the page shows of a stone itself, the moves its panels offer given. */
export const stoneFields = (diamond: Diamond, moves: PossibleMoves) => {
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

/** The product page's one state as each of its parts reads and changes it (the `ProductDetailsModel` holding it): a
 * part patches only its own fields, and what it starts is owned by the page, stopped when the page stops. */
export interface ProductDetailsPage {
  readonly state: ProductDetailsState;
  patch(changes: Partial<ProductDetailsState>): void;
  own(subscription: Subscription): Subscription;
}
