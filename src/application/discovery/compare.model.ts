import type { Subscription } from 'rxjs';
import { stoneCarat } from '../../domain/diamond/carat';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { qualityIcon, type QualityIcon } from '../../domain/diamond/quality-score';
import { LEAVE_COMPARISON_PROMPT, SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { compareRows, type CompareRow } from '../../domain/discovery/compare-rows';
import { formatPrice } from '../../domain/shared/money';
import { isShopError } from '../../domain/shared/shop-error';
import { PresentationModel } from '../kernel/presentation-model';
import type { CompareDiamonds } from './compare-diamonds.use-case';
import { comparedIdsFromAddress } from './discovery-paths';

/** What the comparison page receives in route state. */
export interface CompareRouteState {
  readonly diamondIds: readonly DiamondId[];
  readonly featureLabels: Readonly<Record<DiamondId, string>>;
}

export interface ComparedDiamond {
  readonly diamond: Diamond;
  readonly title: string;
  readonly price: string;
  /** The feature label the stone carried among the recommendations. */
  readonly label: string | null;
  /** 'Select Diamond': the stone's detail page, with its label. */
  readonly link: string;
}

export type { CompareRow } from '../../domain/discovery/compare-rows';

/** The level icons of the four Cs, each stone's in the order of the stones. */
export type CompareIcons = Readonly<Record<'cut' | 'color' | 'clarity' | 'carat', readonly QualityIcon[]>>;

const iconsOf = (pair: readonly Diamond[]): CompareIcons => ({
  cut: pair.map((d) => qualityIcon('cut', d.cut, d.quality.cut)),
  color: pair.map((d) => qualityIcon('color', d.color, d.quality.color)),
  clarity: pair.map((d) => qualityIcon('clarity', d.clarity, d.quality.clarity)),
  carat: pair.map((d) => qualityIcon('carat', `${stoneCarat(d.size)} ct`, d.quality.carat)),
});

export interface CompareState {
  readonly loading: boolean;
  readonly error: string | null;
  readonly diamonds: readonly ComparedDiamond[];
  /** Cut, color, clarity, carat, price per carat and the deal (each stone's verdict, the one its card and its page
   * show), a value per stone and the stone ahead (if any). */
  readonly rows: readonly CompareRow[];
  /** The four Cs' level icons, per stone. */
  readonly icons: CompareIcons | null;
  /** What leaving asks while the comparison is on screen (null when leaving needs no confirmation). */
  readonly leavePrompt: string | null;
}

const OPENING: CompareState = { loading: true, error: null, diamonds: [], rows: [], icons: null, leavePrompt: null };

/** What the server loads for a comparison's address before the page renders (its route's loader data). */
export interface CompareSeed {
  /** The ids the address names (null for one that cannot be read); null when it names none (they come in route
   * state, which only the browser has). */
  readonly ids: readonly (DiamondId | null)[] | null;
  /** The two stones; null when they could not be compared. */
  readonly pair: readonly [Diamond, Diamond] | null;
  /** What the page says instead of the comparison. */
  readonly error: string | null;
}

const comparedDiamond = (diamond: Diamond, label: string | null): ComparedDiamond => ({
  diamond,
  title: `${stoneCarat(diamond.size)} ct ${diamond.shape}`,
  price: formatPrice(diamond.price),
  label,
  link: productDetailsPath(diamond.id, label),
});

/** The comparison of a pair, as the page shows it, each stone with the label it carried among the recommendations. */
const comparedFields = (pair: readonly [Diamond, Diamond], labels: Readonly<Record<DiamondId, string>>): Partial<CompareState> => ({
  loading: false,
  error: null,
  diamonds: pair.map((diamond) => comparedDiamond(diamond, labels[diamond.id] ?? null)),
  rows: compareRows(pair),
  icons: iconsOf(pair),
  leavePrompt: LEAVE_COMPARISON_PROMPT,
});

/** One key per list of ids asked for (an id that cannot be read included), none for no list. */
const keyOf = (ids: readonly (DiamondId | null | undefined)[] | null | undefined): string => (ids ? JSON.stringify(ids) : '');

/** /compare-diamonds: exactly two stones side by side (cut, color, clarity, carat, price per carat, deal), the stone
 * ahead marked on each row. Leaving any way but 'Select Diamond' asks for confirmation. */
export class CompareModel extends PresentationModel<CompareState> {
  /** The ids of the comparison shown or on its way (undefined before the page opens). */
  #opened: string | undefined = undefined;
  #loading: Subscription | null = null;

  constructor(private readonly compare: CompareDiamonds) {
    super(OPENING);
  }

  /** What the server already compared for the address: shown at once, and not asked for again when the browser opens
   * the same address. */
  seed({ ids, pair, error }: CompareSeed): void {
    if (ids === null) return;
    this.#opened = keyOf(ids);
    if (pair) this.patch(comparedFields(pair, {}));
    else this.patch({ loading: false, error: error ?? SHOP_ERRORS.NO_DIAMONDS_PASSED.message });
  }

  /** The page with the route state it was reached with (none when the address was typed or shared) and its address's
   * query string: the ids in the address (`?ids=`) are compared, else those of the route state; the labels come from
   * the route state. The same ids again keep the comparison shown and only take the labels. */
  open(route: Partial<CompareRouteState> | null, search = ''): void {
    const ids = comparedIdsFromAddress(search) ?? route?.diamondIds ?? null;
    const labels = route?.featureLabels ?? {};
    const key = keyOf(ids);
    if (key === this.#opened) {
      this.#label(labels);
      return;
    }
    this.#opened = key;
    this.#loading?.unsubscribe();
    this.setState(OPENING);
    this.#loading = this.own(
      this.compare.execute(ids).subscribe({
        next: (pair) => this.patch(comparedFields(pair, labels)),
        error: (error: unknown) => this.patch({ loading: false, error: (isShopError(error) ? error : SHOP_ERRORS.NO_DIAMONDS_PASSED).message }),
      }),
    );
  }

  /** 'Select Diamond' followed in this tab (its link leads to the stone's page): the comparison is left with no
   * question asked on the way. */
  select(id: DiamondId): void {
    if (!this.state.diamonds.some(({ diamond }) => diamond.id === id)) return;
    this.patch({ leavePrompt: null });
  }

  protected override onDispose(): void {
    // A comparison still on its way was cancelled: the same address loads it again. One on screen stays.
    if (this.state.loading) this.#opened = undefined;
    this.#loading = null;
  }

  /** The labels the stones carried among the recommendations, once the comparison is on screen. */
  #label(labels: Readonly<Record<DiamondId, string>>): void {
    const { diamonds } = this.state;
    if (!diamonds.some(({ diamond, label }) => (labels[diamond.id] ?? label) !== label)) return;
    this.patch({ diamonds: diamonds.map((compared) => comparedDiamond(compared.diamond, labels[compared.diamond.id] ?? compared.label)) });
  }
}
