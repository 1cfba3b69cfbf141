import { firstValueFrom } from 'rxjs';
import { data, type LoaderFunctionArgs, type MetaDescriptor, type MetaFunction } from 'react-router';
import type { ContentPageSeed } from '../application/content/content-page.model';
import { LoadContentPage } from '../application/content/load-content-page.use-case';
import { CONTENT_PAGES, type ContentPageSlug } from '../domain/content/content-page';
import { SHOP_ERRORS } from '../domain/shared/error-catalogue';
import { pageName } from '../ui/common/shell-visibility';
import { containerOf } from './request-context';
import { originOf, pageMeta } from './seo/page-meta';
import { pageDescription } from './seo/public-pages';

/** The loader of a content page (terms, privacy, about): the store's page through the same use case its model uses.
 * A page the store does not have answers 404 and says so; a store that cannot be read answers 503 and the browser
 * asks again. */
export const contentPageLoader =
  (slug: ContentPageSlug) =>
  async ({ context }: LoaderFunctionArgs) => {
    const ref = CONTENT_PAGES[slug];
    try {
      const page = await firstValueFrom(containerOf(context).get(LoadContentPage).execute(ref.id));
      return data<ContentPageSeed>({ ref, page, notFound: false }, page ? 200 : 503);
    } catch {
      return data<ContentPageSeed>({ ref, page: null, notFound: true }, 404);
    }
  };

/** A content page's meta: the store's description of the page (the shop's own where it has none), its canonical
 * address, Open Graph and Twitter tags; a page the store does not have is not listed. */
export const contentPageMeta =
  (slug: ContentPageSlug): MetaFunction =>
  ({ data: loaded, matches }): MetaDescriptor[] => {
    const origin = originOf(matches);
    const seed = loaded as ContentPageSeed | null | undefined;
    const path = `/${slug}`;
    if (seed?.notFound) return pageMeta(origin, { title: SHOP_ERRORS.PAGE_NOT_FOUND.message, description: 'This page is not available at Loupe.', path, noindex: true });
    return pageMeta(origin, { title: pageName(path) ?? CONTENT_PAGES[slug].title, description: seed?.page?.description || pageDescription(path), path });
  };
