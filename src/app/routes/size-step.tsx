export { default } from '../../ui/discovery/size-step-page';
