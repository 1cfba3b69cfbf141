export { default } from '../../ui/discovery/shop-by-page';
