import { personalPageMeta } from '../seo/public-pages';

export { ShippingAddressPage as default } from '../../ui/account/address-edit-page';

/** The page is one shopper's own: search engines are asked not to list it. */
export const meta = personalPageMeta('/shipping');
