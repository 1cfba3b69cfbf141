export { PasswordForgotPage as default } from '../../ui/account/password-pages';
