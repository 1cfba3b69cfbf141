export { default } from '../../ui/account/new-client-page';
