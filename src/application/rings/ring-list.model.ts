import type { Subscription } from 'rxjs';
import { ringBuilderAddress, ringListAddress } from '../../domain/ring/ring-address';
import { ALL_RINGS_LABEL, DEFAULT_RING_PAGE, lastRingPageOf, pageSummary, ringOptionParam, ringPageParam, ringStyleChoices } from '../../domain/ring/ring-catalogue';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { formatPrice } from '../../domain/shared/money';
import { isShopError } from '../../domain/shared/shop-error';
import { PresentationModel } from '../kernel/presentation-model';
import type { ListRings, RingListing } from './list-rings.use-case';
import type { ChosenDiamond, LoadChosenDiamond } from './load-chosen-diamond.use-case';
import type { RingOption } from '../kernel/ring-catalog.port';

export interface RingCard {
  readonly key: string;
  readonly urlKey: string;
  /** The ring builder of the design. */
  readonly link: string;
  readonly name: string;
  readonly brand: string;
  readonly style: string;
  readonly price: string;
  readonly image: string;
}

/** The page of rings on screen: it fills the page, so a view may render it as a transition. */
export interface RingListPage {
  readonly loading: boolean;
  /** True while a cached page shows until the fresh answer arrives. */
  readonly placeholder: boolean;
  readonly error: string | null;
  readonly rings: readonly RingCard[];
  readonly page: number;
  readonly totalPages: number;
  /** 'Showing page 1 of 2' */
  readonly summary: string | null;
  /** The address of each page of the list, the first page's first. */
  readonly pageLinks: readonly string[];
  /** The way back from a page past the list's last: its first and last pages. */
  readonly wayBack: { readonly first: string; readonly last: string; readonly lastPage: number } | null;
  /** What a ring's link carries to the ring builder: the page of rings the shopper came from, whose entry stands in
   * while the design loads (a link opened anew carries nothing, and the builder loads the design alone). */
  readonly ringLinkState: RingBuilderRouteState;
}

/** The route state of a ring builder reached from the list. */
export interface RingBuilderRouteState {
  readonly ringsPage: number;
}

export interface RingListState {
  readonly list: RingListPage;
  /** The style dropdown: All Rings and every style of the catalogue, a style the address names but the shop does
   * not have shown chosen and disabled. */
  readonly optionChoices: readonly { readonly value: string; readonly label: string; readonly disabled: boolean }[];
  readonly selectedOption: string;
  readonly chosenDiamond: ChosenDiamond | null;
}

/** What the server loads for /ring-detail?option=&page= before the page renders (its route's loader data): the page
 * of rings of the address, or the message of a style without rings, and the catalogue's styles. */
export interface RingListSeed {
  /** The address's style (its lowercase label), null for all rings. */
  readonly option: string | null;
  readonly page: number;
  readonly listing: RingListing | null;
  /** The message shown instead of rings ('There are no Vintage rings in stock right now.'). */
  readonly error: string | null;
  readonly styles: readonly RingOption[];
  /** The list's last page, when the address named a page past it. */
  readonly lastPage?: number;
}

/** The address the style dropdown moves the list to: its query parameters. */
export interface RingListDestination {
  readonly params: Readonly<Record<string, string>>;
}

const LOADING: RingListPage = { loading: true, placeholder: false, error: null, rings: [], page: 1, totalPages: 1, summary: null, pageLinks: [], wayBack: null, ringLinkState: { ringsPage: 1 } };

const loadingPage = (page: number): RingListPage => ({ ...LOADING, page, ringLinkState: { ringsPage: page } });

const failed = (page: number, error: string, option: string | null = null, lastPage: number | null = null): RingListPage => ({
  ...loadingPage(page),
  loading: false,
  error,
  wayBack: lastPage === null ? null : { first: ringListAddress(option, DEFAULT_RING_PAGE), last: ringListAddress(option, lastPage), lastPage },
});

const pageOf = (listing: RingListing, option: string | null): RingListPage => ({
  loading: false,
  placeholder: listing.placeholder,
  error: null,
  rings: listing.page.rings.map((ring) => ({
    key: ring.sku,
    urlKey: ring.urlKey,
    link: ringBuilderAddress(ring.urlKey),
    name: ring.name,
    brand: ring.brand,
    style: ring.ringOptions,
    price: formatPrice(ring.price),
    image: ring.thumbnailUrl || ring.galleryUrls[0] || '',
  })),
  page: listing.page.page,
  totalPages: listing.page.totalPages,
  summary: pageSummary(listing.page.page, listing.page.totalPages),
  pageLinks: Array.from({ length: listing.page.totalPages }, (_, index) => ringListAddress(option, index + 1)),
  wayBack: null,
  ringLinkState: { ringsPage: listing.page.page },
});

const styleChoices = (styles: readonly RingOption[] | null, option: string | null): Pick<RingListState, 'optionChoices' | 'selectedOption'> => {
  const { choices, selected } = ringStyleChoices(styles?.map((style) => style.label) ?? null, option);
  return { optionChoices: choices.map((choice) => ({ value: choice.label, label: choice.label, disabled: choice.disabled })), selectedOption: selected };
};

/**
 * /ring-detail?option=&page=: the ring catalogue by style and page. The style dropdown lists the catalogue's styles
 * whatever a style's page holds; a filtered page fetches the first page of all rings in the background, which the
 * ring builder shows while its design loads. Every ring and every page of the list is a link, in the server's page.
 */
export class RingListModel extends PresentationModel<RingListState> {
  #option: string | null = null;
  #page = 1;
  #styles: readonly RingOption[] | null = null;
  #opened = false;
  #listing: Subscription | null = null;
  #background: Subscription | null = null;
  /** The page the server rendered: the browser's open of the same address shows it without fetching it. */
  #seeded = false;

  constructor(
    private readonly listRings: ListRings,
    private readonly chosenDiamond: LoadChosenDiamond,
  ) {
    super({ list: LOADING, ...styleChoices(null, null), chosenDiamond: null });
  }

  /** What the server already loaded for the address: its page of rings (or the message instead of them) and the
   * catalogue's styles show at once; the page is kept for the ring builder's stand-in, and the browser's first open
   * of the same address does not fetch it again. */
  seed({ option, page, listing, error, styles, lastPage }: RingListSeed): void {
    this.#opened = true;
    this.#seeded = true;
    this.#option = option;
    this.#page = page;
    if (styles.length > 0) this.#styles = styles;
    if (listing) this.listRings.remember(listing);
    this.patch({ list: listing ? pageOf(listing, option) : failed(page, error ?? SHOP_ERRORS.RESULTS_NOT_LOADED.message, option, lastPage ?? null), ...styleChoices(this.#styles, option) });
  }

  /** Shows the page of the address: its style (the lowercase label, null for all rings) and page number. */
  open(option: string | null, pageParam: string | null): void {
    const page = ringPageParam(pageParam);
    const same = this.#opened && option === this.#option && page === this.#page;
    if (same && this.#seeded) {
      this.fetchFirstPageInBackground(option, page);
      return;
    }
    if (same && this.#listing && !this.#listing.closed) return;
    this.#seeded = false;
    this.#opened = true;
    this.#option = option;
    this.#page = page;
    this.showStyles();
    this.#listing?.unsubscribe();
    this.patch({ list: loadingPage(page) });
    this.#listing = this.own(
      this.listRings.execute(option, page).subscribe({
        next: (listing) => this.patch({ list: pageOf(listing, option) }),
        error: (error: unknown) => this.patch({ list: failed(page, isShopError(error) ? error.message : SHOP_ERRORS.RESULTS_NOT_LOADED.message, option, lastRingPageOf(error)) }),
      }),
    );
    this.fetchFirstPageInBackground(option, page);
  }

  chooseOption(label: string): RingListDestination {
    return { params: label === ALL_RINGS_LABEL ? {} : { option: ringOptionParam(label) } };
  }

  protected override onAttach(): void {
    // The styles the server rendered stay: the dropdown lists the same styles either way.
    if (this.#styles === null) {
      this.own(this.listRings.styles().subscribe((styles) => {
        this.#styles = styles;
        this.showStyles();
      }));
    }
    this.own(this.chosenDiamond.execute().subscribe((chosenDiamond) => this.patch({ chosenDiamond })));
  }

  private showStyles(): void {
    this.patch(styleChoices(this.#styles, this.#option));
  }

  /** The first page of all rings is fetched in the background too: the ring builder shows it as a placeholder. */
  private fetchFirstPageInBackground(option: string | null, page: number): void {
    if ((option !== null || page !== 1) && (!this.#background || this.#background.closed)) {
      this.#background = this.own(this.listRings.execute(null, 1).subscribe({ error: () => undefined }));
    }
  }
}
