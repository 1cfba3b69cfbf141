export { default } from '../../ui/discovery/compare-page';
