import { contentPageLoader, contentPageMeta } from '../content-pages';

export { PrivacyPage as default } from '../../ui/content/content-page';

/** The store's page, rendered on the server (its HTML sanitized there as in the browser). */
export const loader = contentPageLoader('privacy-policy');

/** Once the shop runs in the browser, the page's model loads it itself, as before. */
export const clientLoader = () => null;

export const meta = contentPageMeta('privacy-policy');
