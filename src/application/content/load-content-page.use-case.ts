import { catchError, of, type Observable } from 'rxjs';
import type { ContentPage } from '../../domain/content/content-page';
import type { Logger } from '../shell/logger.port';
import type { ContentPageRepository } from './content-page.repository.port';

/** Loads a content page. Store failures are logged and give no page (spec section 8: logged only). */
export class LoadContentPage {
  constructor(
    private readonly pages: ContentPageRepository,
    private readonly logger: Logger,
  ) {}

  execute(id: number): Observable<ContentPage | null> {
    return this.pages.getById(id).pipe(
      catchError((error: unknown) => {
        this.logger.warn(`Content page ${id} could not be loaded`, error);
        return of(null);
      }),
    );
  }
}
