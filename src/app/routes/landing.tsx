export { default } from '../../ui/landing/landing-page';
