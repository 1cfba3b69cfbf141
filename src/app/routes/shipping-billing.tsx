export { default } from '../../ui/checkout/shipping-billing-page';
