import { ErrorBanner } from './error-banner';
import { useSessionOnLoad, useShopError } from './use-shell-session';

/** What the shell needs the shop's services for: the customer settled on load, and the global error banner (nothing
 * on screen until an error). Loaded beside the first page, so the frame hydrates without waiting for it. */
export default function ShellServices() {
  useSessionOnLoad();
  const { error, clearError } = useShopError();
  return <ErrorBanner message={error} onClear={clearError} />;
}
