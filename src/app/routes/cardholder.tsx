export { CardholderPage as default } from '../../ui/checkout/payment-pages';
