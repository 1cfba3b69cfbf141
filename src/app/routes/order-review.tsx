export { OrderReviewPage as default } from '../../ui/checkout/payment-pages';
