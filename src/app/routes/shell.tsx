// The shell (header, menu, footer) around every page; an error thrown while rendering a page shows the page error.
export { ShellLayout as default } from '../../ui/shell/shell-layout';
export { PageErrorPage as ErrorBoundary } from '../../ui/app/page-error';
