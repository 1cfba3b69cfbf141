export { default } from '../../ui/content/how-it-works-page';
