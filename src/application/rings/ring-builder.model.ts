import { timer, type Subscription } from 'rxjs';
import type { Destination } from '../kernel/destination';
import { configurableOption, optionHeading, type Ring } from '../../domain/ring/ring';
import { ringColorParam } from '../../domain/ring/ring-address';
import { offeredRingChoice, offeredRingChoiceQuery } from '../../domain/ring/ring-choice';
import { designVariantCode, NO_RING_SIZE } from '../../domain/ring/ring-code';
import { ringGallery, ringVideo } from '../../domain/ring/ring-gallery';
import { ringPrice, ringPriceLabel } from '../../domain/ring/ring-price';
import { NOT_SURE_SIZE, ringSizeError, ringSizeRange, visibleRingSizes } from '../../domain/ring/ring-size';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { monthlyEstimateCents } from '../../domain/shared/financing';
import { isShopError } from '../../domain/shared/shop-error';
import { RING_ERROR_MS } from '../../domain/shared/timers';
import type { AddRingToBag } from './add-ring-to-bag.use-case';
import { PresentationModel } from '../kernel/presentation-model';
import type { Scheduler } from '../kernel/scheduler.port';
import type { ChosenDiamond, LoadChosenDiamond } from './load-chosen-diamond.use-case';
import type { LoadRing } from './load-ring.use-case';
import type { RingListCache } from './ring-list-cache.service';

/** A choice the builder keeps in the address: ?color=Rose-Gold&metal=14K&size=6.5. */
export type RingChoiceKey = 'color' | 'metal' | 'size';

export interface OptionChoice {
  readonly label: string;
  readonly active: boolean;
}

export interface RingBuilderState {
  /** The design on screen: the loaded one, or the ring list's entry while it loads; null before either. */
  readonly ring: Ring | null;
  /** Whether the design itself has been read (a stand-in may show while it loads). */
  readonly status: 'loading' | 'ready' | 'failed';
  readonly loading: boolean;
  /** 'This ring is no longer available' for a design the catalogue does not have, with nothing to stand in. */
  readonly notFound: string | null;
  /** The address's query of the choices made ('color=White-Gold&size=6.5'), as the design offers them: a color or
   * metal it does not offer is replaced by the one shown and a size it does not offer left out, once the design is
   * read, so that the address names the ring on screen. */
  readonly search: string;
  /** The query the address gave, before it was read against the design. */
  readonly requested: string;
  readonly name: string;
  readonly brand: string;
  /** The price of the chosen color and metal ('From $1,200.00' for a choice the design does not offer). */
  readonly price: string;
  readonly priceValue: number;
  /** The variant that goes in the bag ('fw-solitaire-er-Rose Gold-14K-0' before a size is chosen). */
  readonly itemNumber: string;
  readonly monthlyCents: number | null;
  /** The pictures of the chosen color. */
  readonly gallery: readonly string[];
  /** The 360° video of the ring in the chosen color (autoplays muted and looping), null when there is none. */
  readonly video: string | null;
  readonly metalHeading: string;
  readonly metals: readonly OptionChoice[];
  readonly colorHeading: string;
  readonly colors: readonly OptionChoice[];
  readonly sizeHeading: string;
  /** The sizes one can choose; the catalogue's "I'm not sure" only when it is the size chosen (a free ring opened
   * from the bag). */
  readonly sizes: readonly { readonly value: string; readonly label: string }[];
  readonly size: string | null;
  /** 'Required' after Add to bag without a size. */
  readonly sizeError: string | null;
  readonly adding: boolean;
  /** The store's refusal, for 2.5 s or until dismissed. */
  readonly banner: string | null;
  readonly features: readonly (readonly [string, string])[];
  readonly chosenDiamond: ChosenDiamond | null;
  /** Where the shopper goes once the ring is in the bag. */
  readonly destination: Destination | null;
}

interface Inputs {
  readonly urlKey: string;
  readonly search: string;
  readonly loaded: { readonly status: 'loading' } | { readonly status: 'ready'; readonly ring: Ring } | { readonly status: 'failed'; readonly message: string };
  readonly placeholder: Ring | null;
  readonly sizeError: string | null;
  readonly adding: boolean;
  readonly banner: string | null;
  readonly chosenDiamond: ChosenDiamond | null;
  readonly destination: Destination | null;
}

/** What the server loads for /ring-builder/{ringUrlKey} before the page renders (its route's loader data): the
 * design, or that the catalogue has none of that key, with the choices of the address's query. */
export interface RingBuilderSeed {
  readonly urlKey: string;
  /** The address's query of the choices ('color=Rose-Gold&metal=18K&size=6.5'). */
  readonly search: string;
  /** The design; null when none answers to the key (the page says the ring is no longer available). */
  readonly ring: Ring | null;
  /** The catalogue could not answer for the design (the page says so, not that the ring is gone). */
  readonly unavailable?: boolean;
}

const NOTHING: Inputs = { urlKey: '', search: '', loaded: { status: 'loading' }, placeholder: null, sizeError: null, adding: false, banner: null, chosenDiamond: null, destination: null };

const present = (inputs: Inputs): RingBuilderState => {
  const ring = inputs.loaded.status === 'ready' ? inputs.loaded.ring : inputs.placeholder;
  const params = new URLSearchParams(inputs.search);
  const colors = ring ? configurableOption(ring, 'ring_color') : undefined;
  const metals = ring ? configurableOption(ring, 'ring_metal') : undefined;
  const sizes = ring ? configurableOption(ring, 'ring_size') : undefined;
  const asked = { color: params.get('color'), metal: params.get('metal'), size: params.get('size') };
  // A link may name a choice the design does not offer (another design's color, a metal it is not made in): the
  // page shows, prices and adds the design's own instead, never a variant the store would refuse.
  const { color, metal, size } = ring ? offeredRingChoice(ring, asked) : { color: asked.color?.replace(/-/g, ' ') ?? '', metal: asked.metal ?? '', size: asked.size };
  // The price of what goes in the bag: the variant of the chosen color and metal (and size, once chosen).
  const quote = ring ? ringPrice(ring, { color, metal, size }) : { amount: 0, from: true };
  const range = sizes ? ringSizeRange(sizes.values) : null;
  return {
    ring,
    status: inputs.loaded.status,
    loading: !ring && inputs.loaded.status === 'loading',
    notFound: inputs.loaded.status === 'failed' && !ring ? inputs.loaded.message : null,
    // Only the design itself says what it offers: the list's entry standing in for it leaves the address alone.
    search: inputs.loaded.status === 'ready' ? offeredRingChoiceQuery(inputs.loaded.ring, inputs.search) : inputs.search,
    requested: inputs.search,
    name: ring?.name ?? '',
    brand: ring?.brand ?? '',
    price: ringPriceLabel(quote),
    priceValue: quote.amount,
    itemNumber: designVariantCode(inputs.urlKey, color, metal, size),
    monthlyCents: monthlyEstimateCents(quote.amount),
    // The pictures of the chosen color, from the moment it is chosen: the design carries each variant's pictures.
    gallery: ring ? ringGallery(ring, { color, metal }) : [],
    video: ring ? ringVideo(ring, color) : null,
    metalHeading: metals ? optionHeading(metals) : 'Select Metal Type',
    metals: metals?.values.map((value) => ({ label: value.label, active: value.label === metal })) ?? [],
    colorHeading: colors ? optionHeading(colors) : 'Select Ring Color',
    colors: colors?.values.map((value) => ({ label: value.label, active: value.label === color })) ?? [],
    sizeHeading: sizes ? optionHeading(sizes) : 'Select Ring Size',
    sizes: [
      ...(size === NO_RING_SIZE ? [{ value: NO_RING_SIZE, label: NOT_SURE_SIZE.label }] : []),
      ...(sizes ? visibleRingSizes(sizes.values).map((value) => ({ value: value.label, label: value.label })) : []),
    ],
    size,
    sizeError: inputs.sizeError,
    adding: inputs.adding,
    banner: inputs.banner,
    features: ring
      ? ([
          ['Ring style', ring.ringOptions],
          ['Metal', metals?.values.map((value) => value.label).join(', ') ?? ''],
          ['Sizes', range ? `${range.from.label} to ${range.to.label}` : ''],
          ['Setting', ring.setting],
          ['Accent stones', ring.accentStones],
          ['Center stone size limit', ring.sizeLimit],
          ['Diamond shapes', ring.diamondShapes],
        ] as const satisfies readonly (readonly [string, string])[]).filter(([, value]) => value !== '')
      : [],
    chosenDiamond: inputs.chosenDiamond,
    destination: inputs.destination,
  };
};

const inputsOf = (seed: RingBuilderSeed): Inputs => ({
  ...NOTHING,
  urlKey: seed.urlKey,
  search: new URLSearchParams(seed.search).toString(),
  loaded: seed.ring ? { status: 'ready', ring: seed.ring } : { status: 'failed', message: (seed.unavailable ? SHOP_ERRORS.SERVICE_DOWN : SHOP_ERRORS.RING_NOT_FOUND).message },
});

/** The page a seed renders (the loaded design configured by the address's choices): what a search engine and a link
 * preview read of it too, so the page and its meta name the same price and variant. */
export const ringBuilderPageOf = (seed: RingBuilderSeed): RingBuilderState => present(inputsOf(seed));

/**
 * /ring-builder/{ringUrlKey}?color=&metal=&size=: one design configured by color, metal and size, the choices kept
 * in the address, added to the bag as its variant. While the design loads, the ring list's entry stands in for it.
 * Each choice builds on the choices before it, however quickly they come.
 */
export class RingBuilderModel extends PresentationModel<RingBuilderState> {
  #inputs: Inputs = NOTHING;
  #load: Subscription | null = null;
  #hideBanner: Subscription | null = null;
  /** How long the add failure has been on screen so far, and since when it is on screen now (null: it is not). */
  #bannerShownMs = 0;
  #bannerOnScreenSince: number | null = null;

  constructor(
    private readonly loadRing: LoadRing,
    private readonly addRing: AddRingToBag,
    private readonly cache: RingListCache,
    private readonly chosenDiamond: LoadChosenDiamond,
    private readonly scheduler: Scheduler,
  ) {
    super(present(NOTHING));
  }

  /** What the server already loaded for the address: the design is shown at once, configured by the address's
   * choices, and not fetched again when the browser opens the same address (nor is a design the catalogue lacks). */
  seed(seed: RingBuilderSeed): void {
    this.update(inputsOf(seed));
  }

  /** Shows the design of `urlKey` with the choices of the address's query; `ringsPage` is the ring list page the
   * shopper came from, whose entry stands in while the design loads. */
  open(urlKey: string, search: string, ringsPage = 1): void {
    const query = new URLSearchParams(search).toString();
    const loaded = urlKey === this.#inputs.urlKey && (this.#inputs.loaded.status !== 'loading' || (this.#load !== null && !this.#load.closed));
    if (loaded) {
      if (query !== this.#inputs.search) this.update({ search: query });
      return;
    }
    const placeholder = this.cache.get(null, ringsPage)?.page.rings.find((candidate) => candidate.urlKey === urlKey) ?? null;
    this.#load?.unsubscribe();
    this.update({ urlKey, search: query, loaded: { status: 'loading' }, placeholder, sizeError: null, banner: null, destination: null });
    this.#load = this.own(
      this.loadRing.execute(urlKey).subscribe({
        next: (ring) => this.update({ loaded: { status: 'ready', ring } }),
        error: (error: unknown) => this.update({ loaded: { status: 'failed', message: isShopError(error) ? error.message : SHOP_ERRORS.RING_NOT_FOUND.message } }),
      }),
    );
  }

  /** The storefront server's answer to Add to bag sent before the page's script ran: the choices that were posted, and
   * why the ring did not go in (a size first, the store's refusal). */
  addRefused({ search, sizeError, banner }: { readonly search: string; readonly sizeError: string | null; readonly banner: string | null }): void {
    this.update({ search: new URLSearchParams(search).toString(), sizeError, banner });
  }

  /** Makes a choice and answers the address query that keeps it (with the other choices as the design offers them). */
  choose(key: RingChoiceKey, value: string): { readonly search: string } {
    const params = new URLSearchParams(this.state.search);
    params.set(key, key === 'color' ? ringColorParam(value) : value);
    this.update({ search: params.toString(), ...(key === 'size' ? { sizeError: null } : {}) });
    return { search: this.#inputs.search };
  }

  /** Adds the configured variant to the bag (a size first), then leads to the bag. */
  add(): void {
    const sizeError = ringSizeError(this.state.size);
    if (sizeError) {
      this.update({ sizeError });
      return;
    }
    this.update({ adding: true });
    this.own(
      this.addRing.execute(this.state.itemNumber).subscribe({
        next: () => this.update({ destination: { to: '/cart' } }),
        error: (failure: unknown) => {
          this.update({ adding: false });
          this.showBanner(isShopError(failure) ? failure.message : SHOP_ERRORS.ITEM_NOT_ADDED.message);
        },
      }),
    );
  }

  dismissBanner(): void {
    this.clearBanner();
  }

  /** The view says whether the add failure is on screen now. The spec's 2.5 s are the time the shopper has had it on
   * screen: they run only while it is, and the message stays until they have all run (or it is dismissed). */
  bannerOnScreen(onScreen: boolean): void {
    if (this.#inputs.banner === null) return;
    const now = this.scheduler.now();
    if (onScreen && this.#bannerOnScreenSince === null) {
      this.#bannerOnScreenSince = now;
      this.#hideBanner?.unsubscribe();
      this.#hideBanner = this.own(timer(Math.max(0, RING_ERROR_MS - this.#bannerShownMs), this.scheduler).subscribe(() => this.clearBanner()));
    } else if (!onScreen && this.#bannerOnScreenSince !== null) {
      this.#bannerShownMs += now - this.#bannerOnScreenSince;
      this.#bannerOnScreenSince = null;
      this.#hideBanner?.unsubscribe();
    }
  }

  protected override onAttach(): void {
    this.own(this.chosenDiamond.execute().subscribe((chosenDiamond) => this.update({ chosenDiamond })));
  }

  /** Shows the add failure; its 2.5 s start once the view reports it on screen (`bannerOnScreen`). */
  private showBanner(banner: string): void {
    this.clearBanner();
    this.update({ banner });
  }

  private clearBanner(): void {
    this.#hideBanner?.unsubscribe();
    this.#hideBanner = null;
    this.#bannerShownMs = 0;
    this.#bannerOnScreenSince = null;
    if (this.#inputs.banner !== null) this.update({ banner: null });
  }

  private update(changes: Partial<Inputs>): void {
    this.#inputs = { ...this.#inputs, ...changes };
    this.setState(present(this.#inputs));
  }
}
