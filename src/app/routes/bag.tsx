export { default } from '../../ui/bag/bag-page';
