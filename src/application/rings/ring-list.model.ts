import type { Subscription } from 'rxjs';
import { ALL_RINGS_LABEL, pageSummary, ringOptionParam, ringPageParam, ringStyleChoices } from '../../domain/ring/ring-catalogue';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { formatPrice } from '../../domain/shared/money';
import { isShopError } from '../../domain/shared/shop-error';
import { PresentationModel } from '../shell/presentation-model';
import type { ListRings, RingListing } from './list-rings.use-case';
import type { ChosenDiamond, LoadChosenDiamond } from './load-chosen-diamond.use-case';
import type { RingOption } from './ring-catalog.port';

export interface RingCard {
  readonly key: string;
  readonly urlKey: string;
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
}

export interface RingListState {
  readonly list: RingListPage;
  /** The style dropdown: All Rings and every style of the catalogue, a style the address names but the shop does
   * not have shown chosen and disabled. */
  readonly optionChoices: readonly { readonly value: string; readonly label: string; readonly disabled: boolean }[];
  readonly selectedOption: string;
  readonly chosenDiamond: ChosenDiamond | null;
}

/** The address the list moves to: its query parameters, or a ring builder with the page the shopper came from. */
export type RingListDestination = { readonly params: Readonly<Record<string, string>> } | { readonly to: string; readonly state: { readonly ringsPage: number } };

const LOADING: RingListPage = { loading: true, placeholder: false, error: null, rings: [], page: 1, totalPages: 1, summary: null };

const pageOf = (listing: RingListing): RingListPage => ({
  loading: false,
  placeholder: listing.placeholder,
  error: null,
  rings: listing.page.rings.map((ring) => ({ key: ring.sku, urlKey: ring.url_key, name: ring.name, brand: ring.brand, style: ring.ring_options, price: formatPrice(ring.price), image: ring.thumbnail_url || ring.media_gallery_urls[0] || '' })),
  page: listing.page.page,
  totalPages: listing.page.totalPages,
  summary: pageSummary(listing.page.page, listing.page.totalPages),
});

const styleChoices = (styles: readonly RingOption[] | null, option: string | null): Pick<RingListState, 'optionChoices' | 'selectedOption'> => {
  const { choices, selected } = ringStyleChoices(styles?.map((style) => style.label) ?? null, option);
  return { optionChoices: choices.map((choice) => ({ value: choice.label, label: choice.label, disabled: choice.disabled })), selectedOption: selected };
};

/**
 * /ring-detail?option=&page=: the ring catalogue by style and page. The style dropdown lists the catalogue's styles
 * whatever a style's page holds; a filtered page fetches the first page of all rings in the background, which the
 * ring builder shows while its design loads.
 */
export class RingListModel extends PresentationModel<RingListState> {
  #option: string | null = null;
  #page = 1;
  #styles: readonly RingOption[] | null = null;
  #opened = false;
  #listing: Subscription | null = null;
  #background: Subscription | null = null;

  constructor(
    private readonly listRings: ListRings,
    private readonly chosenDiamond: LoadChosenDiamond,
  ) {
    super({ list: LOADING, ...styleChoices(null, null), chosenDiamond: null });
  }

  /** Shows the page of the address: its style (the lowercase label, null for all rings) and page number. */
  open(option: string | null, pageParam: string | null): void {
    const page = ringPageParam(pageParam);
    if (this.#opened && option === this.#option && page === this.#page && this.#listing && !this.#listing.closed) return;
    this.#opened = true;
    this.#option = option;
    this.#page = page;
    this.showStyles();
    this.#listing?.unsubscribe();
    this.patch({ list: { ...LOADING, page } });
    this.#listing = this.own(
      this.listRings.execute(option, page).subscribe({
        next: (listing) => this.patch({ list: pageOf(listing) }),
        error: (error: unknown) => this.patch({ list: { ...LOADING, loading: false, page, error: isShopError(error) ? error.message : SHOP_ERRORS.RESULTS_NOT_LOADED.message } }),
      }),
    );
    // The first page of all rings is fetched in the background too: the ring builder shows it as a placeholder.
    if ((option !== null || page !== 1) && (!this.#background || this.#background.closed)) {
      this.#background = this.own(this.listRings.execute(null, 1).subscribe({ error: () => undefined }));
    }
  }

  chooseOption(label: string): RingListDestination {
    return { params: label === ALL_RINGS_LABEL ? {} : { option: ringOptionParam(label) } };
  }

  goToPage(page: number): RingListDestination {
    return { params: { ...(this.#option ? { option: this.#option } : {}), page: String(page) } };
  }

  openRing(urlKey: string): RingListDestination {
    return { to: `/ring-builder/${encodeURIComponent(urlKey)}`, state: { ringsPage: this.#page } };
  }

  protected override onAttach(): void {
    this.own(this.listRings.styles().subscribe((styles) => {
      this.#styles = styles;
      this.showStyles();
    }));
    this.own(this.chosenDiamond.execute().subscribe((chosenDiamond) => this.patch({ chosenDiamond })));
  }

  private showStyles(): void {
    this.patch(styleChoices(this.#styles, this.#option));
  }
}
