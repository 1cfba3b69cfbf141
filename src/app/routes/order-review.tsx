import { checkoutClientLoader, checkoutLoader } from '../checkout-loader';
import { personalPageMeta } from '../seo/public-pages';

export { OrderReviewPage as default } from '../../ui/checkout/payment-pages';

/** The bag and the saved addresses, read on the server from the session. */
export const loader = checkoutLoader;
export const clientLoader = checkoutClientLoader;

/** The page is one shopper's own: search engines are asked not to list it. */
export const meta = personalPageMeta('/order-review');
