import { map, type Observable } from 'rxjs';
import type { ContentPageRepository } from '../../application/content/content-page.repository.port';
import type { ContentPage } from '../../domain/content/content-page';
import type { CmsPageWire } from '../../../contracts/store/rest';
import { cmsPageSchema } from './store-rest.schemas';
import type { MagentoHttpClient } from './magento-http-client';

export const toContentPage = (dto: CmsPageWire): ContentPage => ({
  id: dto.id,
  heading: dto.content_heading || dto.title || '',
  html: dto.content ?? '',
});

/** Content pages from Magento's `GET /V1/cmsPage/{id}`. */
export class MagentoContentPageRepository implements ContentPageRepository {
  constructor(private readonly http: MagentoHttpClient) {}

  getById(id: number): Observable<ContentPage> {
    return this.http.get(`/V1/cmsPage/${encodeURIComponent(String(id))}`, cmsPageSchema).pipe(map(toContentPage));
  }
}
