import { Alert, Button } from '@mantine/core';

/** The shopper typed into this address before their saved one arrived: it is offered, never mixed in. */
export function UseSavedAddress({ onUse }: { onUse: () => void }) {
  return (
    <Alert color="blue" variant="light" title="You have a saved address" role="status">
      <Button variant="light" size="xs" onClick={onUse}>
        Use my saved address
      </Button>
    </Alert>
  );
}
