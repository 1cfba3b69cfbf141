export { default } from '../../ui/diamond/product-details-page';
