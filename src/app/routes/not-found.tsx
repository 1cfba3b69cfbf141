export { NotFoundPage as default } from '../../ui/content/placeholder-pages';
