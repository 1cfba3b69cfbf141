import type { Subscription } from 'rxjs';
import { stoneCarat } from '../../domain/diamond/carat';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { LEAVE_COMPARISON_PROMPT, SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { formatPrice } from '../../domain/shared/money';
import { isShopError } from '../../domain/shared/shop-error';
import type { Destination } from '../shell/destination';
import { PresentationModel } from '../shell/presentation-model';
import type { CompareDiamonds } from './compare-diamonds.use-case';

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
}

/** One row of the comparison: an attribute and its value for each stone, in the order of the stones. */
export interface ComparedAttribute {
  readonly label: string;
  readonly values: readonly string[];
}

const COMPARED_ATTRIBUTES = [
  { label: 'Cut', value: (d: Diamond) => d.cut },
  { label: 'Color', value: (d: Diamond) => d.color },
  { label: 'Clarity', value: (d: Diamond) => d.clarity },
  { label: 'Carat', value: (d: Diamond) => stoneCarat(d.size) },
] as const;

export interface CompareState {
  readonly loading: boolean;
  readonly error: string | null;
  readonly diamonds: readonly ComparedDiamond[];
  readonly attributes: readonly ComparedAttribute[];
  /** What leaving asks while the comparison is on screen (null when leaving needs no confirmation). */
  readonly leavePrompt: string | null;
  readonly destination: Destination | null;
}

const OPENING: CompareState = { loading: true, error: null, diamonds: [], attributes: [], leavePrompt: null, destination: null };

/** /compare-diamonds: exactly two stones side by side (cut, color, clarity, carat). Leaving any way but 'Select
 * Diamond' asks for confirmation. */
export class CompareModel extends PresentationModel<CompareState> {
  #opened: Partial<CompareRouteState> | null | undefined = undefined;
  #loading: Subscription | null = null;

  constructor(private readonly compare: CompareDiamonds) {
    super(OPENING);
  }

  /** The page with the route state it was reached with (none when the address was typed). */
  open(route: Partial<CompareRouteState> | null): void {
    if (route === this.#opened) return;
    this.#opened = route;
    this.#loading?.unsubscribe();
    this.setState(OPENING);
    const labels = route?.featureLabels ?? {};
    this.#loading = this.own(
      this.compare.execute(route?.diamondIds ?? null).subscribe({
        next: (pair) =>
          this.patch({
            loading: false,
            diamonds: pair.map((diamond) => ({
              diamond,
              title: `${stoneCarat(diamond.size)} ct ${diamond.shape}`,
              price: formatPrice(diamond.total_sales_price),
              label: labels[diamond.diamond_id] ?? null,
            })),
            attributes: COMPARED_ATTRIBUTES.map(({ label, value }) => ({ label, values: pair.map(value) })),
            leavePrompt: LEAVE_COMPARISON_PROMPT,
          }),
        error: (error: unknown) => this.patch({ loading: false, error: (isShopError(error) ? error : SHOP_ERRORS.NO_DIAMONDS_PASSED).message }),
      }),
    );
  }

  /** 'Select Diamond': its detail page, with its label, and no question asked on the way. */
  select(id: DiamondId): void {
    const chosen = this.state.diamonds.find(({ diamond }) => diamond.diamond_id === id);
    if (!chosen) return;
    this.patch({ leavePrompt: null, destination: { to: productDetailsPath(id), state: { featureLabel: chosen.label ?? undefined } } });
  }

  protected override onDispose(): void {
    this.#opened = undefined;
    this.#loading = null;
  }
}
