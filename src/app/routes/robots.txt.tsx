import type { LoaderFunctionArgs } from 'react-router';
import { publicOrigin } from '../request-container.server';
import { PERSONAL_PATHS } from '../seo/public-pages';

/** /robots.txt: crawlers may read every public page, not the bag, checkout or account pages (one shopper's own),
 * and find the sitemap at the shop's published origin. */
export function loader({ request }: LoaderFunctionArgs): Response {
  const origin = publicOrigin(request);
  const body = ['User-agent: *', 'Allow: /', ...PERSONAL_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
