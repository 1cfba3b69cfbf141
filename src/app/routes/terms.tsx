import { contentPageLoader, contentPageMeta } from '../content-pages';

export { TermsPage as default } from '../../ui/content/content-page';

/** The store's page, rendered on the server (its HTML sanitized there as in the browser). */
export const loader = contentPageLoader('terms-conditions');

/** Once the shop runs in the browser, the page's model loads it itself, as before. */
export const clientLoader = () => null;

export const meta = contentPageMeta('terms-conditions');
