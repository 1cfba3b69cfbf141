export { default } from '../../ui/discovery/price-step-page';
