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
  return (
    <Alert
      role="alert"
      color="red"
      variant="filled"
      className={mobile ? classes.bannerMobile : classes.banner}
      onClick={onClear}
      withCloseButton
      onClose={onClear}
      closeButtonLabel="Dismiss error"
    >
      {message}
    </Alert>
  );
}
