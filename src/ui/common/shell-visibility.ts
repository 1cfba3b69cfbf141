/** Which parts of the shell a route shows (spec section 2, Shell). */
const HEADER_HIDDEN = new Set(['/how-it-works']);
/** The checkout's steps, from the addresses to the payment: the shopper is paying, so the shortcuts back into the
 * shop are not shown there (ADR 0035); the header's logo and menu still lead out. */
export const CHECKOUT_STEPS: ReadonlySet<string> = new Set(['/shipping-billing', '/shipping', '/billing', '/order-review', '/cardholder', '/cardholder-review']);
const FOOTER_HIDDEN = new Set(['/', '/how-it-works', '/account-markup', '/account', ...CHECKOUT_STEPS]);

const normalise = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) || '/';

export const isHeaderVisible = (pathname: string): boolean => !HEADER_HIDDEN.has(normalise(pathname));
export const isFooterVisible = (pathname: string): boolean => !FOOTER_HIDDEN.has(normalise(pathname));

/** The header shows 'Comparison' on the comparison page. */
export const headerTitle = (pathname: string): string | null => (normalise(pathname) === '/compare-diamonds' ? 'Comparison' : null);

const SHOP_NAME = 'Loupe';
/** The window title of each page (search results and browser tabs name the page, then the shop). Pages whose title
 * depends on what they show (a diamond, a ring) set their own, as do pages of addresses not listed here. */
const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': 'Loupe — diamonds and engagement rings',
  '/shop-by': 'Find your diamond',
  '/shop-by-price/step1': 'Shop by price',
  '/shop-by-price/step2': 'Your Top 4 diamonds',
  '/shop-by-size/step1': 'Shop by size',
  '/shop-by-shape/step1': 'Shop by shape',
  '/compare-diamonds': 'Compare two diamonds',
  '/cart': 'Your bag',
  '/ring-detail': 'Build your ring',
  '/register': 'Sign in or create an account',
  '/new-client': 'Create an account',
  '/account': 'My account',
  '/account-markup': 'My account',
  '/password-forgot': 'Forgot your password?',
  '/password-reset': 'Choose a new password',
  '/password-change': 'Change your password',
  '/billing': 'Billing address',
  '/shipping': 'Shipping address',
  '/shipping-billing': 'Shipping and billing',
  '/order-review': 'Review your order',
  '/cardholder': 'Payment',
  '/cardholder-review': 'Payment',
  '/order-received': 'Thank you for your order',
  '/contact': 'Contact us',
  '/contact-us': 'Contact us',
  '/how-it-works': 'How it works',
  '/terms-conditions': 'Terms & Conditions',
  '/privacy-policy': 'Privacy Policy',
  '/about': 'About us',
  '/diamond_search': 'Find the Diamond',
};

/** The page's own name on a route of the list above ('Shop by price'), or null where the page names itself. */
export const pageName = (pathname: string): string | null => PAGE_TITLES[normalise(pathname)] ?? null;

export const pageTitle = (page: string): string => (page.startsWith(SHOP_NAME) ? page : `${page} | ${SHOP_NAME}`);

/** The title the shell gives the window on this route, or null when the page sets its own. */
export const documentTitle = (pathname: string): string | null => {
  const page = PAGE_TITLES[normalise(pathname)];
  return page === undefined ? null : pageTitle(page);
};
