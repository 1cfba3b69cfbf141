import type { MetaDescriptor, MetaFunction } from 'react-router';
import { pageName } from '../../ui/common/shell-visibility';
import { originOf, pageMeta } from './page-meta';

/** What search engines and link previews read of each page whose words do not depend on what it shows. */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/': 'Loupe: natural GIA-certified diamonds and engagement rings, recommended for your budget, size and shape. Free shipping and free 14-day returns.',
  '/shop-by': 'Find your diamond by price, size or shape: tell us what matters most and we recommend the top four natural GIA-certified diamonds.',
  '/shop-by-price/step1': 'Shop diamonds by price: choose your budget and see the four best natural GIA-certified diamonds for it.',
  '/shop-by-size/step1': 'Shop diamonds by size: choose the carat weight you want and see the four best natural GIA-certified diamonds of that size.',
  '/shop-by-shape/step1': 'Shop diamonds by shape: round, oval, cushion, princess and more, with the four best natural GIA-certified diamonds of your shape.',
  '/how-it-works': 'How Loupe works: we connect diamond dealers and designers, recommend the best diamonds for you, and deliver a complete, hand-set ring.',
  '/diamond_search': 'Find the diamond for your ring at Loupe: our guided search recommends the best natural GIA-certified diamonds in a few steps.',
  '/contact-us': 'Contact Loupe: questions about a diamond, a ring, your order or a viewing, answered by our diamond experts.',
  '/terms-conditions': 'The terms of sale of the Loupe online shop: diamonds, prices, payment, shipping and free 14-day returns.',
  '/privacy-policy': 'How Loupe collects, uses and protects your personal information when you shop for diamonds and rings.',
  '/about': 'Loupe brings natural GIA-certified diamonds and designer rings together, with free shipping and free 14-day returns.',
  '/cart': 'Your bag at Loupe.',
  '/register': 'Sign in to your Loupe account, or create one.',
  '/new-client': 'Create your Loupe account.',
  '/account': 'Your Loupe account: orders and addresses.',
  '/password-forgot': 'Reset the password of your Loupe account.',
  '/password-reset': 'Choose a new password for your Loupe account.',
  '/password-change': 'Change the password of your Loupe account.',
  '/shipping': 'Your shipping address at Loupe.',
  '/billing': 'Your billing address at Loupe.',
  '/shipping-billing': 'Your shipping and billing details at Loupe.',
  '/order-review': 'Review your Loupe order.',
  '/cardholder': 'Pay for your Loupe order.',
  '/cardholder-review': 'Pay for your Loupe order.',
  '/order-received': 'Thank you for your Loupe order.',
};

/** The pages of one shopper's own (the bag, checkout, the account, passwords): `noindex`, and kept out of robots.txt's
 * allowed paths (each is a prefix there: '/account' covers '/account-markup'). */
export const PERSONAL_PATHS = [
  '/cart',
  '/register',
  '/new-client',
  '/account',
  '/password-forgot',
  '/password-reset',
  '/password-change',
  '/shipping',
  '/billing',
  '/shipping-billing',
  '/order-review',
  '/cardholder',
  '/cardholder-review',
  '/order-received',
] as const;

/** What a crawler should find and list: the landing page, the guided search's entry points, the ring list, how it
 * works and the content pages (the ring designs are added from the catalogue). */
export const INDEXED_PATHS = ['/', '/shop-by', '/shop-by-price/step1', '/shop-by-size/step1', '/shop-by-shape/step1', '/ring-detail', '/how-it-works', '/terms-conditions', '/privacy-policy', '/about'] as const;

/** The description of a page of the list above (the shop's own where the page has none). */
export const pageDescription = (path: string): string => DESCRIPTIONS[path] ?? DESCRIPTIONS['/']!;

const metaOf = (path: string, noindex: boolean): MetaFunction => ({ matches }): MetaDescriptor[] =>
  pageMeta(originOf(matches), { title: pageName(path) ?? 'Loupe', description: pageDescription(path), path, ...(noindex ? { noindex } : {}) });

/** The meta of a public page: description, canonical address (`path`, the one address of a page served under two),
 * Open Graph and Twitter tags. The window's title is the shell's. */
export const publicPageMeta = (path: string): MetaFunction => metaOf(path, false);

/** The meta of a page of one shopper's own (the bag, checkout, the account, passwords): search engines are asked
 * not to list it. */
export const personalPageMeta = (path: string): MetaFunction => metaOf(path, true);
