export { PasswordChangePage as default } from '../../ui/account/password-pages';
