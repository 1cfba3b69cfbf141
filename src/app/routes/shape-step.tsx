export { default } from '../../ui/discovery/shape-step-page';
