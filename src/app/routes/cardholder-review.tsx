export { CardholderReviewPage as default } from '../../ui/checkout/payment-pages';
