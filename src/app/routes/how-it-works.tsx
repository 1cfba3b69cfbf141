import { publicPageMeta } from '../seo/public-pages';

export { default } from '../../ui/content/how-it-works-page';

/** Description, canonical address, Open Graph and Twitter tags of the page. */
export const meta = publicPageMeta('/how-it-works');
