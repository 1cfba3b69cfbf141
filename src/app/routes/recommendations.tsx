export { default } from '../../ui/discovery/recommendations-page';
