import { map, type Observable } from 'rxjs';
import type { ContentPageRepository } from '../../application/content/content-page.repository.port';
import type { ContentPage } from '../../domain/content/content-page';
import type { CmsPageWire } from '../../../contracts/store/rest';
import { cmsPageSchema } from './store-rest.schemas';
import type { MagentoHttpClient } from './magento-http-client';
import { MagentoRequestError } from './magento-request.error';

export const toContentPage = (dto: CmsPageWire): ContentPage => ({
  id: dto.id,
  heading: dto.content_heading || dto.title || '',
  html: dto.content ?? '',
  ...(dto.meta_description ? { description: dto.meta_description } : {}),
});

/** Content pages from Magento's `GET /V1/cmsPage/{id}`. A page disabled in the store (`active: false`) is not shown
 * to shoppers, as Magento's own storefront does not: it fails as one the store does not have. */
export class MagentoContentPageRepository implements ContentPageRepository {
  constructor(private readonly http: MagentoHttpClient) {}

  getById(id: number): Observable<ContentPage> {
    return this.http.get(`/V1/cmsPage/${encodeURIComponent(String(id))}`, cmsPageSchema).pipe(
      map((dto) => {
        if (dto.active === false) throw new MagentoRequestError(404, `The CMS page with the "${id}" ID doesn't exist.`, [String(id)]);
        return toContentPage(dto);
      }),
    );
  }
}
