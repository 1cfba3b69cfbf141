import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { usesMobileErrorBanner } from '../../domain/shared/layout';
import classes from './shell.module.css';

export interface ErrorBannerProps {
  readonly message: string | null;
  readonly onClear: () => void;
}

/** The global error banner: shows the error text and clears on click. */
export function ErrorBanner({ message, onClear }: ErrorBannerProps) {
  const { width, height } = useViewportSize();
  if (!message) return null;
  const mobile = usesMobileErrorBanner(height, width);
  // The frame, not the alert, is fixed to the top of the window: Mantine's alert sets its own position, and its
  // stylesheet arrives after the shell's, so a position given to the alert itself lost to it.
  return (
    <div className={mobile ? classes.bannerMobile : classes.banner} data-testid="error-banner" data-variant={mobile ? 'mobile' : 'desktop'}>
      <Alert role="alert" color="red" variant="filled" radius={mobile ? 0 : undefined} onClick={onClear} withCloseButton onClose={onClear} closeButtonLabel="Dismiss error">
        {message}
      </Alert>
    </div>
  );
}
