import { map, type Observable } from 'rxjs';
import type { ContentPageRepository } from '../../application/content/content-page.repository.port';
import type { ContentPage } from '../../domain/content/content-page';
import type { MagentoHttpClient } from './magento-http.client';

/** The fields of Magento's CmsPageInterface that the shop reads. */
interface CmsPageDto {
  id: number;
  title?: string;
  content_heading?: string | null;
  content?: string | null;
}

export const toContentPage = (dto: CmsPageDto): ContentPage => ({
  id: dto.id,
  heading: dto.content_heading || dto.title || '',
  html: dto.content ?? '',
});

/** Content pages from Magento's `GET /V1/cmsPage/{id}`. */
export class MagentoContentPageRepository implements ContentPageRepository {
  constructor(private readonly http: MagentoHttpClient) {}

  getById(id: number): Observable<ContentPage> {
    return this.http.get<CmsPageDto>(`/V1/cmsPage/${encodeURIComponent(String(id))}`).pipe(map(toContentPage));
  }
}
