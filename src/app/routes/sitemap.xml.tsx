import { filter, firstValueFrom } from 'rxjs';
import type { LoaderFunctionArgs } from 'react-router';
import { ListRings } from '../../application/rings/list-rings.use-case';
import type { Ring } from '../../domain/ring/ring';
import { containerOf } from '../request-context';
import { publicOrigin } from '../request-container.server';
import { absoluteUrl } from '../seo/page-meta';
import { INDEXED_PATHS } from '../seo/public-pages';
import { ringBuilderPath } from '../seo/ring-meta';

const xmlText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** Every ring design of the catalogue, page after page of the ring list, through the use case the list uses. */
async function everyRing(listRings: ListRings): Promise<Ring[]> {
  const pageOf = (page: number) => firstValueFrom(listRings.execute(null, page).pipe(filter((listing) => !listing.placeholder)));
  const first = await pageOf(1);
  const rest = await Promise.all(Array.from({ length: first.page.totalPages - 1 }, (_, index) => pageOf(index + 2)));
  return [first, ...rest].flatMap((listing) => listing.page.rings);
}

/** /sitemap.xml: the landing page, the guided search's entry points, the ring list and every ring design, how it
 * works and the content pages, at absolute addresses of the shop's published origin. A catalogue that cannot be read
 * answers 503, so crawlers come back rather than drop the rings. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const origin = publicOrigin(request);
  let rings: Ring[];
  try {
    rings = await everyRing(containerOf(context).get(ListRings));
  } catch {
    return new Response('The ring catalog cannot be read right now.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300' } });
  }
  const paths = [...INDEXED_PATHS, ...new Set(rings.map((ring) => ringBuilderPath(ring.urlKey)))];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${xmlText(absoluteUrl(origin, path))}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
