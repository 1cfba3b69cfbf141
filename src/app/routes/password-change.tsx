import { personalPageMeta } from '../seo/public-pages';

export { PasswordChangePage as default } from '../../ui/account/password-pages';

/** The page is one shopper's own: search engines are asked not to list it. */
export const meta = personalPageMeta('/password-change');
