import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useBankTransferPayment } from './use-bank-transfer-payment';

/** Pay by bank transfer: what happens, and Place order. */
export function BankTransferPayment() {
  const transfer = useBankTransferPayment();
  return (
    <Stack gap="sm" data-testid="bank-transfer-payment">
      <Text size="sm">{transfer.explanation}</Text>
      {transfer.message && (
        <Alert color="red" role="alert" data-testid="payment-message">
          {transfer.message}
        </Alert>
      )}
      <Button onClick={transfer.place} loading={transfer.placing}>
        Place order
      </Button>
    </Stack>
  );
}
