import { publicPageMeta } from '../seo/public-pages';

export { FindTheDiamondPage as default } from '../../ui/content/placeholder-pages';

/** Description, canonical address, Open Graph and Twitter tags of the page. */
export const meta = publicPageMeta('/diamond_search');
