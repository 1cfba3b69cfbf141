export { default } from '../../ui/content/contact-page';
