export { TermsPage as default } from '../../ui/content/content-page';
