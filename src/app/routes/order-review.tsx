import { personalPageMeta } from '../seo/public-pages';

export { OrderReviewPage as default } from '../../ui/checkout/payment-pages';

/** The page is one shopper's own: search engines are asked not to list it. */
export const meta = personalPageMeta('/order-review');
