import { publicPageMeta } from '../seo/public-pages';

export { default } from '../../ui/discovery/price-step-page';

/** Description, canonical address, Open Graph and Twitter tags of the page. */
export const meta = publicPageMeta('/shop-by-price/step1');
