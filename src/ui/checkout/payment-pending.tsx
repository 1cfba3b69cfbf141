import '@mantine/core/styles/Alert.css';
import { Alert, Text } from '@mantine/core';

/** An order whose payment is still to come: what the shop says of it, and the store's instructions for paying. */
export function PaymentPending({ message, instructions }: { message: string; instructions: string }) {
  return (
    <Alert color="yellow" title="Payment pending" ta="left" w="100%" data-testid="payment-pending">
      <Text size="sm" mb="xs">
        {message}
      </Text>
      <Text size="sm" fw={500} data-testid="payment-instructions" style={{ whiteSpace: 'pre-line' }}>
        {instructions}
      </Text>
    </Alert>
  );
}
