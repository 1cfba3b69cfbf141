export { PasswordResetPage as default } from '../../ui/account/password-pages';
