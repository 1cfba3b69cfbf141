import type { LinksFunction, LoaderFunctionArgs, MetaDescriptor, MetaFunction } from 'react-router';
import { BRAND_FONT_URL } from '../../ui/styles/brand-font';
import { publicOrigin } from '../request-container.server';
import { shopJsonLd } from '../seo/json-ld';
import { pageDescription, publicPageMeta } from '../seo/public-pages';

export { default } from '../../ui/landing/landing-page';

/** What crawlers and link previews read of the landing page, made on the server: its description, canonical
 * address, Open Graph and Twitter tags, and the shop itself (its Organization and WebSite). Made by the loader, so
 * that none of it weighs on the landing page's first load in the browser (held to 150 KB). */
export function loader({ request }: LoaderFunctionArgs): { meta: MetaDescriptor[] } {
  const origin = publicOrigin(request);
  const meta = publicPageMeta('/')({ matches: [{ id: 'root', data: { origin } }] } as unknown as Parameters<MetaFunction>[0]) as MetaDescriptor[];
  return { meta: [...meta, { 'script:ld+json': shopJsonLd(origin, pageDescription('/')) }] };
}

/** Coming back to the landing page in the browser asks the server nothing: what crawlers read is in the first HTML. */
export const clientLoader = (): null => null;

/** The loader's tags in the first HTML; the root's description after a navigation in the browser. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => data?.meta ?? matches.find((match) => match?.id === 'root')?.meta ?? [];

/** The landing page's first view is its headline, set in the brand typeface: its one file is preloaded here, so the
 * headline does not reflow when it arrives (ADR 0034). Pages whose first view is a picture or data leave it to the
 * stylesheet: a preloaded font holds their first paint back. */
export const links: LinksFunction = () => [{ rel: 'preload', href: BRAND_FONT_URL, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' }];
