import { publicPageMeta } from '../seo/public-pages';

export { default } from '../../ui/content/contact-page';

/** Description, canonical address (/contact-us, under both addresses), Open Graph and Twitter tags. */
export const meta = publicPageMeta('/contact-us');
