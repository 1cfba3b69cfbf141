import { data, type MetaFunction } from 'react-router';

export { NotFoundPage as default } from '../../ui/content/placeholder-pages';

/** An address the shop does not have answers 404, so search engines drop it; the page offers a way back. */
export const loader = () => data(null, { status: 404 });

/** Nothing to list here. */
export const meta: MetaFunction = () => [{ name: 'robots', content: 'noindex' }];
