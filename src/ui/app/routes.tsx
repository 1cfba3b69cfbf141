import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PageErrorPage } from './page-error';
import { ShellLayout } from '../shell/shell-layout';

// Every page is its own chunk, so the landing page ships only what it needs.
const LandingPage = lazy(() => import('../landing/landing-page'));
const ShopByPage = lazy(() => import('../discovery/shop-by-page'));
const PriceStepPage = lazy(() => import('../discovery/price-step-page'));
const RecommendationsPage = lazy(() => import('../discovery/recommendations-page'));
const SizeStepPage = lazy(() => import('../discovery/size-step-page'));
const ShapeStepPage = lazy(() => import('../discovery/shape-step-page'));
const ComparePage = lazy(() => import('../discovery/compare-page'));
const ProductDetailsPage = lazy(() => import('../diamond/product-details-page'));
const BagPage = lazy(() => import('../bag/bag-page'));
const RingListPage = lazy(() => import('../rings/ring-list-page'));
const RingBuilderPage = lazy(() => import('../rings/ring-builder-page'));
const SignInPage = lazy(() => import('../account/sign-in-page'));
const NewClientPage = lazy(() => import('../account/new-client-page'));
const AccountPage = lazy(() => import('../account/account-page'));
const PasswordForgotPage = lazy(() => import('../account/password-pages').then((m) => ({ default: m.PasswordForgotPage })));
const PasswordResetPage = lazy(() => import('../account/password-pages').then((m) => ({ default: m.PasswordResetPage })));
const BillingAddressPage = lazy(() => import('../account/address-edit-page').then((m) => ({ default: m.BillingAddressPage })));
const ShippingAddressPage = lazy(() => import('../account/address-edit-page').then((m) => ({ default: m.ShippingAddressPage })));
const ContactPage = lazy(() => import('../content/contact-page'));
const OrderReceivedPage = lazy(() => import('../checkout/order-received-page'));
const ShippingBillingPage = lazy(() => import('../checkout/shipping-billing-page'));
const OrderReviewPage = lazy(() => import('../checkout/payment-pages').then((m) => ({ default: m.OrderReviewPage })));
const CardholderPage = lazy(() => import('../checkout/payment-pages').then((m) => ({ default: m.CardholderPage })));
const CardholderReviewPage = lazy(() => import('../checkout/payment-pages').then((m) => ({ default: m.CardholderReviewPage })));
const PasswordChangePage = lazy(() => import('../account/password-pages').then((m) => ({ default: m.PasswordChangePage })));
const HowItWorksPage = lazy(() => import('../content/how-it-works-page'));
const TermsPage = lazy(() => import('../content/content-page').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('../content/content-page').then((m) => ({ default: m.PrivacyPage })));
const AboutPage = lazy(() => import('../content/content-page').then((m) => ({ default: m.AboutPage })));
const FindTheDiamondPage = lazy(() => import('../content/placeholder-pages').then((m) => ({ default: m.FindTheDiamondPage })));
const NotFoundPage = lazy(() => import('../content/placeholder-pages').then((m) => ({ default: m.NotFoundPage })));

export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <PageErrorPage />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/shop-by', element: <ShopByPage /> },
      { path: '/shop-by-price/step1', element: <PriceStepPage /> },
      { path: '/shop-by-price/step2', element: <RecommendationsPage /> },
      { path: '/shop-by-size/step1', element: <SizeStepPage /> },
      { path: '/shop-by-shape/step1', element: <ShapeStepPage /> },
      { path: '/compare-diamonds', element: <ComparePage /> },
      { path: '/product-details', element: <ProductDetailsPage /> },
      { path: '/product-details/:encodedId', element: <ProductDetailsPage /> },
      { path: '/cart', element: <BagPage /> },
      { path: '/ring-detail', element: <RingListPage /> },
      { path: '/ring-builder/:ringUrlKey', element: <RingBuilderPage /> },
      { path: '/register', element: <SignInPage /> },
      { path: '/new-client', element: <NewClientPage /> },
      { path: '/account', element: <AccountPage /> },
      { path: '/account-markup', element: <AccountPage /> },
      { path: '/password-forgot', element: <PasswordForgotPage /> },
      { path: '/password-reset', element: <PasswordResetPage /> },
      { path: '/password-change', element: <PasswordChangePage /> },
      { path: '/billing', element: <BillingAddressPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/order-received', element: <OrderReceivedPage /> },
      { path: '/contact-us', element: <ContactPage /> },
      { path: '/shipping', element: <ShippingAddressPage /> },
      { path: '/shipping-billing', element: <ShippingBillingPage /> },
      { path: '/order-review', element: <OrderReviewPage /> },
      { path: '/cardholder', element: <CardholderPage /> },
      { path: '/cardholder-review', element: <CardholderReviewPage /> },
      { path: '/how-it-works', element: <HowItWorksPage /> },
      { path: '/terms-conditions', element: <TermsPage /> },
      { path: '/privacy-policy', element: <PrivacyPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/diamond_search', element: <FindTheDiamondPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
