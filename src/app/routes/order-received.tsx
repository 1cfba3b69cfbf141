export { default } from '../../ui/checkout/order-received-page';
