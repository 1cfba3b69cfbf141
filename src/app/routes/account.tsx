export { default } from '../../ui/account/account-page';
