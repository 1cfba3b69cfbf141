import { type RouteConfig, layout, route } from '@react-router/dev/routes';

/** The browser's calls to the recommendation service, forwarded by the storefront's server with its credentials (a
 * resource route: no page, outside the shell). Every page of the shop, inside the shell (header, menu, footer). Route modules under `routes/` are thin: they
 * name the view of their page; the views are in `src/ui`. Paths served by one view carry an id of their own. */
export default [
  route('/recommendation/*', 'routes/recommendation-proxy.ts'),
  // The browser's way to sign the shopper in, up and out: only the server keeps the sign-in (a resource route).
  route('/session/:command', 'routes/session.ts'),
  // What crawlers read beside the pages: plain answers of the app (resource routes), outside the shell.
  route('/robots.txt', 'routes/robots.txt.tsx'),
  route('/sitemap.xml', 'routes/sitemap.xml.tsx'),
  layout('routes/shell.tsx', [
    route('/', 'routes/landing.tsx'),
    route('/shop-by', 'routes/shop-by.tsx'),
    route('/shop-by-price/step1', 'routes/price-step.tsx'),
    route('/shop-by-price/step2', 'routes/recommendations.tsx'),
    route('/shop-by-size/step1', 'routes/size-step.tsx'),
    route('/shop-by-shape/step1', 'routes/shape-step.tsx'),
    route('/compare-diamonds', 'routes/compare.tsx'),
    route('/product-details', 'routes/product-details.tsx', { id: 'product-details-last-seen' }),
    route('/product-details/:encodedId', 'routes/product-details.tsx', { id: 'product-details' }),
    route('/cart', 'routes/bag.tsx'),
    route('/ring-detail', 'routes/ring-list.tsx'),
    route('/ring-builder/:ringUrlKey', 'routes/ring-builder.tsx'),
    route('/register', 'routes/sign-in.tsx'),
    route('/new-client', 'routes/new-client.tsx'),
    route('/account', 'routes/account.tsx', { id: 'account' }),
    route('/account-markup', 'routes/account.tsx', { id: 'account-markup' }),
    route('/password-forgot', 'routes/password-forgot.tsx'),
    route('/password-reset', 'routes/password-reset.tsx'),
    route('/password-change', 'routes/password-change.tsx'),
    route('/billing', 'routes/billing-address.tsx'),
    route('/contact', 'routes/contact.tsx', { id: 'contact' }),
    route('/order-received', 'routes/order-received.tsx'),
    route('/contact-us', 'routes/contact.tsx', { id: 'contact-us' }),
    route('/shipping', 'routes/shipping-address.tsx'),
    route('/shipping-billing', 'routes/shipping-billing.tsx'),
    route('/order-review', 'routes/order-review.tsx'),
    route('/cardholder', 'routes/cardholder.tsx'),
    route('/cardholder-review', 'routes/cardholder-review.tsx'),
    route('/how-it-works', 'routes/how-it-works.tsx'),
    route('/terms-conditions', 'routes/terms.tsx'),
    route('/privacy-policy', 'routes/privacy.tsx'),
    route('/about', 'routes/about.tsx'),
    route('/diamond_search', 'routes/find-the-diamond.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
