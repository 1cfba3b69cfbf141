export { FindTheDiamondPage as default } from '../../ui/content/placeholder-pages';
