export { AboutPage as default } from '../../ui/content/content-page';
