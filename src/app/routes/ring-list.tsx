export { default } from '../../ui/rings/ring-list-page';
