import type { ContentPage } from '../../domain/content/content-page';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { isShopError } from '../../domain/shared/shop-error';
import { PresentationModel } from '../kernel/presentation-model';
import type { LoadContentPage } from './load-content-page.use-case';

/** Which page of the store's content service, and the heading it has when the service gives none. */
export interface ContentPageRef {
  readonly id: number;
  readonly title: string;
}

export interface ContentPageState {
  readonly loading: boolean;
  /** The service gave no page (a failure is logged, not shown as an error). */
  readonly unavailable: boolean;
  /** 'We could not find that page': the store has no such page. */
  readonly notFound: string | null;
  readonly heading: string;
  /** The body as the service gave it; the view sanitizes it before it reaches the page. */
  readonly html: string;
}

/** What the server loads for a content page before it renders (its route's loader data): the store's page, or that
 * it has none (`notFound`), or nothing when the store could not be read. */
export interface ContentPageSeed {
  readonly ref: ContentPageRef;
  readonly page: ContentPage | null;
  readonly notFound: boolean;
}

const stateOf = (ref: ContentPageRef, found: ContentPage | null): ContentPageState => ({
  loading: false,
  unavailable: found === null,
  notFound: null,
  heading: found?.heading || ref.title,
  html: found?.html ?? '',
});

const notFoundState = (ref: ContentPageRef, message: string): ContentPageState => ({ loading: false, unavailable: false, notFound: message, heading: ref.title, html: '' });

/** A content page (terms, privacy, about): heading and body from the store's content service. */
export class ContentPageModel extends PresentationModel<ContentPageState> {
  /** The page the server rendered: the browser's open of it shows it without asking the store again. */
  #seeded: number | null = null;

  constructor(private readonly loadPage: LoadContentPage) {
    super({ loading: true, unavailable: false, notFound: null, heading: '', html: '' });
  }

  /** What the server already loaded: the page (or that the store has none) shows at once and is not fetched again.
   * A page the server could not read says so in the first HTML, and is asked for again by the browser. */
  seed({ ref, page, notFound }: ContentPageSeed): void {
    if (page === null && !notFound) {
      this.setState(stateOf(ref, null));
      return;
    }
    this.#seeded = ref.id;
    this.setState(notFound ? notFoundState(ref, SHOP_ERRORS.PAGE_NOT_FOUND.message) : stateOf(ref, page));
  }

  open(page: ContentPageRef): Promise<void> {
    if (this.#seeded === page.id) return Promise.resolve();
    this.#seeded = null;
    this.setState({ loading: true, unavailable: false, notFound: null, heading: page.title, html: '' });
    return new Promise((resolve) => {
      this.own(
        this.loadPage.execute(page.id).subscribe({
          next: (found) => this.setState(stateOf(page, found)),
          error: (error: unknown) => {
            this.setState(notFoundState(page, isShopError(error) ? error.message : SHOP_ERRORS.PAGE_NOT_FOUND.message));
            resolve();
          },
          complete: resolve,
        }),
      );
    });
  }
}
