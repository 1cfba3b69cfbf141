import type { Subscription } from 'rxjs';
import type { Alternatives } from '../../domain/diamond/alternatives';
import type { DiamondId } from '../../domain/diamond/diamond';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { FindAlternatives } from './find-alternatives.use-case';
import type { ProductDetailsPage } from './product-details.state';

/** What a page without its stone offers instead (a sold stone's nearest on sale, the default search's top picks) and
 * what it says, asked once per stone; a service that cannot say leaves the page with its message and a new search.
 * Owns `alternatives` and `notFoundMessage`. */
export class AlternativesLoader {
  /** The stone whose alternatives are shown or on their way (undefined: none asked for; null: the page named none). */
  #for: DiamondId | null | undefined = undefined;
  #loading: Subscription | null = null;

  constructor(
    private readonly page: ProductDetailsPage,
    private readonly findAlternatives: FindAlternatives,
  ) {}

  /** What the page offers instead of the stone `id` names (null: it named none). */
  load(id: DiamondId | null): void {
    if (this.#for === id && (this.page.state.alternatives !== null || this.#loading?.closed === false)) return;
    this.#loading?.unsubscribe();
    this.#for = id;
    this.page.patch({ alternatives: null, notFoundMessage: SHOP_ERRORS.DIAMOND_NOT_FOUND.message });
    this.#loading = this.page.own(
      this.findAlternatives.execute(id).subscribe({
        next: (alternatives) => {
          if (this.#for === id && this.page.state.notFound) this.show(id, alternatives);
        },
        error: () => undefined,
      }),
    );
  }

  /** Alternatives already known (the server's): shown as they are. */
  show(id: DiamondId | null, alternatives: Alternatives): void {
    this.#for = id;
    this.page.patch({ alternatives, notFoundMessage: alternatives.message });
  }
}
