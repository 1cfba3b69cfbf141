import type { MetaFunction } from 'react-router';
import { originOf, pageMeta, shopJsonLd } from '../seo/page-meta';
import { pageDescription } from '../seo/public-pages';
import { pageName } from '../../ui/common/shell-visibility';

export { default } from '../../ui/landing/landing-page';

/** Description, canonical address, Open Graph and Twitter tags of the page, and the shop itself for search
 * engines: the Organization and its WebSite. */
export const meta: MetaFunction = ({ matches }) => {
  const origin = originOf(matches);
  const description = pageDescription('/');
  return pageMeta(origin, { title: pageName('/') ?? 'Loupe', description, path: '/', jsonLd: shopJsonLd(origin, description) });
};
