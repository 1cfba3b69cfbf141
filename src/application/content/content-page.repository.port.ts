import type { ServiceIdentifier } from 'inversify';
import type { Observable } from 'rxjs';
import type { ContentPage } from '../../domain/content/content-page';

/** The store's content service. Errors with `notFound` when the page does not exist. */
export interface ContentPageRepository {
  getById(id: number): Observable<ContentPage>;
}
export const ContentPageRepository = Symbol.for('ContentPageRepository') as ServiceIdentifier<ContentPageRepository>;
