import { publicPageMeta } from '../seo/public-pages';

export { default } from '../../ui/landing/landing-page';

/** Description, canonical address, Open Graph and Twitter tags of the page. */
export const meta = publicPageMeta('/');
