import { personalPageMeta } from '../seo/public-pages';

export { default } from '../../ui/account/account-page';

/** The page is one shopper's own: search engines are asked not to list it. */
export const meta = personalPageMeta('/account');
