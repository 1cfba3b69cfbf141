import { personalPageMeta } from '../seo/public-pages';

export { default } from '../../ui/checkout/order-received-page';

/** The page is one shopper's own: search engines are asked not to list it. */
export const meta = personalPageMeta('/order-received');
