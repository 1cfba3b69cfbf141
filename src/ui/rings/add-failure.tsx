import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useInView } from '../common/use-in-view';

/** Why Add to bag failed, told right under the button (announced as an alert). It tells the page whenever it comes on
 * or goes off screen (scrolled away, the tab hidden), so that the spec's 2.5 s count the time the shopper has it in
 * view. */
export function AddFailure({ message, onScreen, onDismiss }: { message: string; onScreen: (onScreen: boolean) => void; onDismiss: () => void }) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const [tabShown, setTabShown] = useState(() => typeof document === 'undefined' || !document.hidden);
  useEffect(() => {
    const follow = () => setTabShown(!document.hidden);
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, []);
  const visible = inView && tabShown;
  useEffect(() => onScreen(visible), [visible, onScreen]);
  return (
    <Alert ref={ref} color="red" role="alert" withCloseButton onClose={onDismiss} closeButtonLabel="Dismiss error" data-testid="add-failure">
      {message}
    </Alert>
  );
}
