export { PrivacyPage as default } from '../../ui/content/content-page';
