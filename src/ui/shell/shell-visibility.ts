/** Which parts of the shell a route shows (spec section 2, Shell). */
const HEADER_HIDDEN = new Set(['/how-it-works']);
const FOOTER_HIDDEN = new Set(['/', '/how-it-works', '/account-markup', '/account']);

const normalise = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) || '/';

export const isHeaderVisible = (pathname: string): boolean => !HEADER_HIDDEN.has(normalise(pathname));
export const isFooterVisible = (pathname: string): boolean => !FOOTER_HIDDEN.has(normalise(pathname));

/** The header shows 'Comparison' on the comparison page. */
export const headerTitle = (pathname: string): string | null => (normalise(pathname) === '/compare-diamonds' ? 'Comparison' : null);
