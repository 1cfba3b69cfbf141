export { default } from '../../ui/account/sign-in-page';
