import { timer, type Subscription } from 'rxjs';
import type { Destination } from '../shell/destination';
import { ringsRemovedWith } from '../../domain/bag/bag-item';
import { diamondLineText, ringLineParts, ringLineText } from '../../domain/bag/bag-line-text';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { diamondThumbnail } from '../../domain/diamond/media';
import { ringBuilderAddress } from '../../domain/ring/ring-address';
import { decideFreeRing } from '../../domain/ring/free-ring';
import { BAG_RING_COLORS, BAG_RING_METALS, FREE_RING_OFFER, freeRingColorName, toggleBagRingColor, type BagRingColor, type BagRingMetal } from '../../domain/ring/ring-metal';
import { RING_SIZE_OPTIONS } from '../../domain/ring/ring-size';
import { removesRingsTooPrompt, SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { formatPrice } from '../../domain/shared/money';
import { isShopError } from '../../domain/shared/shop-error';
import { CONGRATULATIONS_COLLAPSE_MS } from '../../domain/shared/timers';
import type { ListRings } from '../rings/list-rings.use-case';
import { PresentationModel } from '../shell/presentation-model';
import type { Scheduler } from '../shell/scheduler.port';
import type { BagLine, BagState, BagView } from './bag-state';
import { bagTotalsSummary } from './bag-totals-summary';
import type { CheckOutWithFreeRing } from './check-out-with-free-ring.use-case';
import type { RemoveBagLine } from './remove-bag-line.use-case';

/** A line of the bag as the page shows it. */
export interface BagLineEntry {
  readonly key: string;
  readonly itemId: number;
  readonly kind: 'diamond' | 'ring';
  readonly sku: string;
  /** What the store calls the line. */
  readonly name: string;
  /** The line as a jeweller writes it: 'Classic Solitaire Ring · White Gold · 18K · size 6.5', '1.01 ct Round diamond'. */
  readonly title: string;
  /** A stone's grades and grading report: 'G color', 'VS1 clarity', 'Excellent cut', 'GIA report 2141438171'. */
  readonly details: readonly string[];
  /** The ring in its color, the stone's photo or illustration; null when there is none. */
  readonly picture: { readonly src: string; readonly alt: string } | null;
  readonly price: string;
  /** 'This diamond is no longer available' for a line the shop can no longer sell, else null. */
  readonly unavailableMessage: string | null;
  /** Where the line opens: the diamond's page, or the ring builder of its design with the color, metal and size the
   * line holds. */
  readonly link: string | null;
  /** For a diamond the shop can no longer sell: its page, which offers the similar stones still on sale. */
  readonly similarLink: string | null;
}

/** A removal that takes more than the line with it, asked about before anything goes. */
export interface PendingRemoval {
  readonly itemId: number;
  /** 'Removing the diamond also removes the Classic Solitaire Ring · White Gold · 18K · size 6.5 from your bag.' */
  readonly question: string;
  /** 'Remove both', or 'Remove all' when more than one ring goes too. */
  readonly confirmLabel: string;
}

/** The bag's contents and totals, formatted. */
export interface BagSummary {
  readonly lines: readonly BagLineEntry[];
  /** A line the shop can no longer sell (a sold diamond) blocks the checkout. */
  readonly checkoutBlocked: boolean;
  /** The free ring is offered for a bag that holds a diamond the shop can sell and no ring yet. */
  readonly offersFreeRing: boolean;
  readonly subtotal: string;
  /** Null without a discount. */
  readonly discount: string | null;
  readonly tax: string;
  readonly total: string;
  /** The monthly financing estimate, null above the financing limit. */
  readonly monthlyEstimate: string | null;
}

export interface FreeRingChoiceState {
  /** The offer: a 14k solitaire gold ring, its value. */
  readonly offer: typeof FREE_RING_OFFER;
  readonly metals: readonly BagRingMetal[];
  readonly sizes: readonly { readonly value: string; readonly label: string }[];
  readonly colors: readonly { readonly color: BagRingColor; readonly label: string; readonly active: boolean }[];
  readonly color: BagRingColor | null;
  readonly metal: BagRingMetal;
  readonly size: string | null;
  /** 'Required' after a checkout with a color and no size. */
  readonly sizeError: string | null;
}

export interface BagPageState {
  /** Null until the bag was read. */
  readonly summary: BagSummary | null;
  /** The bag is being read from the store (the summary, if any, is the one read before). */
  readonly reading: boolean;
  /** The congratulations for a diamond just added, until it collapses to the hold notice; never for a bag holding a
   * line the shop can no longer sell. */
  readonly congratulating: boolean;
  /** A removal or the checkout is under way. */
  readonly busy: boolean;
  /** Removing the bag's last diamond takes its rings too: the page asks first, naming them. */
  readonly pendingRemoval: PendingRemoval | null;
  readonly freeRing: FreeRingChoiceState;
  /** The store's refusal of the checkout (a second free ring), else null. */
  readonly checkoutError: string | null;
  /** Where the shopper goes next, once the checkout is done. */
  readonly destination: Destination | null;
}

const RING_SIZES = RING_SIZE_OPTIONS.map((size) => ({ value: String(size.value), label: size.label }));

const CHECKOUT_DESTINATION = { to: '/register' } as const;

const colorsOf = (chosen: BagRingColor | null): FreeRingChoiceState['colors'] =>
  BAG_RING_COLORS.map((color) => ({ color, label: freeRingColorName(color), active: color === chosen }));

const ringPictureAlt = (line: BagLine): string => {
  const { name, color } = ringLineParts(line.item);
  return color ? `${name} in ${color}` : name;
};

const entryOf = (line: BagLine): BagLineEntry => {
  const text = line.kind === 'ring' ? ringLineText(line.item) : diamondLineText(line.item, line.diamond);
  const picture = line.kind === 'ring' ? (line.ringPicture ? { src: line.ringPicture, alt: ringPictureAlt(line) } : null) : line.diamond ? diamondThumbnail(line.diamond) : null;
  return {
    key: String(line.item.lineId),
    itemId: line.item.lineId,
    kind: line.kind,
    sku: line.item.sku,
    name: line.item.name,
    ...text,
    picture,
    price: formatPrice(line.item.price * line.item.qty),
    unavailableMessage: line.available ? null : line.kind === 'ring' ? SHOP_ERRORS.RING_UNAVAILABLE.message : SHOP_ERRORS.DIAMOND_UNAVAILABLE.message,
    link: line.kind === 'diamond' ? productDetailsPath(line.item.sku) : line.ringUrlKey ? ringBuilderAddress(line.ringUrlKey, ringLineParts(line.item)) : null,
    similarLink: line.kind === 'diamond' && !line.available ? productDetailsPath(line.item.sku) : null,
  };
};

const summarize = (bag: BagView): BagSummary => {
  const holdsRing = bag.lines.some((line) => line.kind === 'ring');
  const { subtotal, discount, tax, total, monthlyEstimate } = bagTotalsSummary(bag.totals, bag.coupon);
  return {
    lines: bag.lines.map(entryOf),
    checkoutBlocked: bag.lines.some((line) => !line.available),
    offersFreeRing: !holdsRing && bag.lines.some((line) => line.kind === 'diamond' && line.available),
    subtotal,
    discount,
    tax,
    total,
    monthlyEstimate,
  };
};

/**
 * The bag page: its lines and totals as the store holds them, the congratulations that collapse after 5 s, the
 * optional free ring (a color, chosen again to leave it out; gold; a size it needs), removing a line, and the
 * checkout that puts the chosen ring in the bag and goes on to /register. While the free ring is offered, the first
 * page of rings is fetched ahead so that 'Upgrade your ring' opens at once.
 */
export class BagModel extends PresentationModel<BagPageState> {
  #justAdded = false;
  #collapse: Subscription | null = null;
  #ringsFetched = false;
  /** The page opened on the bag the server read: it is not read again when the page comes alive. */
  #seeded = false;
  /** The bag on screen, whose lines a removal is weighed against. */
  #bag: BagView | null = null;

  constructor(
    private readonly bag: BagState,
    private readonly removeLine: RemoveBagLine,
    private readonly checkOut: CheckOutWithFreeRing,
    private readonly listRings: ListRings,
    private readonly scheduler: Scheduler,
  ) {
    super({
      summary: null,
      reading: false,
      congratulating: false,
      busy: false,
      pendingRemoval: null,
      freeRing: { offer: FREE_RING_OFFER, metals: BAG_RING_METALS, sizes: RING_SIZES, colors: colorsOf(null), color: null, metal: BAG_RING_METALS[0], size: null, sizeError: null },
      checkoutError: null,
      destination: null,
    });
  }

  /** The bag the storefront's server read for this page: its lines and totals show at once (in the first HTML too),
   * and the store is not asked again when the page comes alive. */
  seed(bag: BagView): void {
    this.#seeded = true;
    this.#bag = bag;
    this.bag.seed(bag);
    this.update({ summary: summarize(bag) });
  }

  /** Checkout was refused when the storefront's server did it (sent before the page's script ran). */
  checkoutRefused(message: string): void {
    this.patch({ checkoutError: message });
  }

  /** The page opens, right after a diamond was added to the bag or not. */
  open(justAdded: boolean): void {
    this.#justAdded = justAdded;
    this.#collapse?.unsubscribe();
    this.update({});
    if (justAdded) this.#collapse = this.own(timer(CONGRATULATIONS_COLLAPSE_MS, this.scheduler).subscribe(() => this.collapse()));
  }

  /** Removes a line; the bag's last diamond, which takes its rings with it, only once the shopper says so. */
  remove(itemId: number): void {
    const lines = this.#bag?.lines ?? [];
    const rings = ringsRemovedWith(
      lines.map((line) => line.item),
      itemId,
    );
    if (rings.length > 0) {
      const question = removesRingsTooPrompt(rings.map((ring) => ringLineText(ring).title));
      this.patch({ pendingRemoval: { itemId, question, confirmLabel: rings.length === 1 ? 'Remove both' : 'Remove all' } });
      return;
    }
    this.removeNow(itemId);
  }

  /** Removes the diamond and the rings the page asked about. */
  confirmRemoval(): void {
    const pending = this.state.pendingRemoval;
    if (!pending) return;
    this.removeNow(pending.itemId);
  }

  /** Keeps the diamond and its rings. */
  keepLines(): void {
    this.patch({ pendingRemoval: null });
  }

  /** Choosing the chosen color again leaves the ring out. */
  toggleRingColor(color: BagRingColor): void {
    const chosen = toggleBagRingColor(this.state.freeRing.color, color);
    this.patchRing({ color: chosen, colors: colorsOf(chosen) });
  }

  chooseRingMetal(metal: string): void {
    const offered = BAG_RING_METALS.find((candidate) => candidate === metal);
    if (offered) this.patchRing({ metal: offered });
  }

  chooseRingSize(size: string | null): void {
    this.patchRing({ size, sizeError: null });
  }

  /** Puts the chosen free ring in the bag (a color needs a size first), then leads on to /register. */
  checkout(): void {
    const { color, metal, size } = this.state.freeRing;
    const decision = decideFreeRing(color, metal, size);
    if ('sizeError' in decision) {
      this.patchRing({ sizeError: decision.sizeError });
      return;
    }
    this.patch({ busy: true, checkoutError: null });
    this.own(
      this.checkOut.execute(decision.ring).subscribe({
        complete: () => this.patch({ destination: CHECKOUT_DESTINATION }),
        error: (error: unknown) => {
          this.patch({ busy: false, checkoutError: isShopError(error) ? error.message : SHOP_ERRORS.ITEM_NOT_ADDED.message });
          // The bag may have changed elsewhere (a ring added from another page): show it as the store holds it.
          this.own(this.bag.refresh().subscribe());
        },
      }),
    );
  }

  protected override onAttach(): void {
    this.own(this.bag.bag$.subscribe((bag) => this.show(bag)));
    if (this.#seeded) {
      this.#seeded = false;
      return;
    }
    this.patch({ reading: true });
    this.own(this.bag.refresh().subscribe({ complete: () => this.patch({ reading: false }) }));
  }

  protected override onDispose(): void {
    this.#ringsFetched = false;
  }

  private removeNow(itemId: number): void {
    this.patch({ busy: true, pendingRemoval: null });
    this.own(this.removeLine.execute(itemId).subscribe({ complete: () => this.patch({ busy: false }), error: () => this.patch({ busy: false }) }));
  }

  private show(bag: BagView | null): void {
    // Not read yet in this browser: the bag the server read stays on screen until it is.
    if (bag === null && this.state.summary !== null) return;
    this.#bag = bag;
    const summary = bag && summarize(bag);
    this.update({ summary });
    if (summary?.offersFreeRing && !this.#ringsFetched) {
      this.#ringsFetched = true;
      this.own(this.listRings.execute(null, 1).subscribe({ error: () => undefined }));
    }
  }

  private collapse(): void {
    this.#justAdded = false;
    this.update({});
  }

  private patchRing(changes: Partial<FreeRingChoiceState>): void {
    this.patch({ freeRing: { ...this.state.freeRing, ...changes } });
  }

  /** Changes some fields and works the congratulations out again. */
  private update(changes: Partial<BagPageState>): void {
    const summary = 'summary' in changes ? (changes.summary ?? null) : this.state.summary;
    this.patch({ ...changes, congratulating: this.#justAdded && !summary?.checkoutBlocked });
  }
}
