import { BehaviorSubject, type Observable } from 'rxjs';
import type { DiamondId } from '../../domain/diamond/diamond';
import { toggleCompareDroppingOldest, type CompareList } from '../../domain/discovery/compare';

/** The stones chosen for comparison on the detail page; beyond two the oldest drops. Shop-wide, so the page can
 * fall back to the second compared stone when it opens without an id. */
export class DiamondSelection {
  readonly #compared = new BehaviorSubject<CompareList>([]);
  readonly compared$: Observable<CompareList> = this.#compared.asObservable();

  get compared(): CompareList {
    return this.#compared.value;
  }

  toggle(id: DiamondId): CompareList {
    const next = toggleCompareDroppingOldest(this.#compared.value, id);
    this.#compared.next(next);
    return next;
  }

  clear(): void {
    this.#compared.next([]);
  }
}
