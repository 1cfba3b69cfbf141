import { addressFormAction, returnUrlOf } from '../address-form-action';
import { checkoutClientLoader, checkoutLoader } from '../checkout-loader';
import { personalPageMeta } from '../seo/public-pages';

export { BillingAddressPage as default } from '../../ui/account/address-edit-page';

/** The bag and the saved addresses, read on the server from the session. */
export const loader = checkoutLoader;
export const clientLoader = checkoutClientLoader;

/** The address form sent before the page's script ran: saved on the server by the page's own model. */
export const action = addressFormAction((request) => ({ kind: 'checkout-step', address: 'billing', returnUrl: returnUrlOf(request) }));

/** The page is one shopper's own: search engines are asked not to list it. */
export const meta = personalPageMeta('/billing');
