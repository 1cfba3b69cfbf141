export { default } from '../../ui/rings/ring-builder-page';
