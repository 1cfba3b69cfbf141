import { personalPageMeta } from '../seo/public-pages';

export { default } from '../../ui/checkout/shipping-billing-page';

/** The page is one shopper's own: search engines are asked not to list it. */
export const meta = personalPageMeta('/shipping-billing');
