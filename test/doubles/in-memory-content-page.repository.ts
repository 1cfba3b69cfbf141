import { defer, of, throwError, type Observable } from 'rxjs';
import type { ContentPageRepository } from '../../src/application/content/content-page.repository.port';
import type { ContentPage } from '../../src/domain/content/content-page';

/** Content pages held in memory, for tests of use cases and views. */
export class InMemoryContentPageRepository implements ContentPageRepository {
  readonly #pages = new Map<number, ContentPage>();

  constructor(pages: readonly ContentPage[] = []) {
    pages.forEach((page) => this.#pages.set(page.id, page));
  }

  getById(id: number): Observable<ContentPage> {
    return defer(() => {
      const page = this.#pages.get(id);
      return page ? of(page) : throwError(() => Object.assign(new Error(`No content page ${id}`), { notFound: true }));
    });
  }
}
