import { catchError, of, throwError, type Observable } from 'rxjs';
import type { ContentPage } from '../../domain/content/content-page';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import type { Logger } from '../kernel/logger.port';
import type { ContentPageRepository } from './content-page.repository.port';

/** The repository's failure for a page the store does not have (the port's `notFound`). */
const isNotFound = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { notFound?: unknown }).notFound === true;

/** Loads a content page. A page the store does not have fails with 'We could not find that page'; other store
 * failures give no page (spec section 8: logged only). Both are logged. */
export class LoadContentPage {
  constructor(
    private readonly pages: ContentPageRepository,
    private readonly logger: Logger,
  ) {}

  execute(id: number): Observable<ContentPage | null> {
    return this.pages.getById(id).pipe(
      catchError((error: unknown) => {
        this.logger.warn(`Content page ${id} could not be loaded`, error);
        return isNotFound(error) ? throwError(() => SHOP_ERRORS.PAGE_NOT_FOUND) : of(null);
      }),
    );
  }
}
