import '../styles/overlay-styles';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FINANCING_CONFIRM_LABEL, FINANCING_STATUS_LABELS } from '../../domain/checkout/financing-status';
import { useFinancingPayment } from './use-financing-payment';
import { PaymentNeedsScript } from './payment-needs-script';

/** Pay over time with the financing provider, whose checkout opens in a modal. */
export function FinancingPayment() {
  const financing = useFinancingPayment();
  return (
    <Stack gap="sm" data-testid="financing-payment">
      <PaymentNeedsScript what="Monthly payments are arranged through our financing partner, whose application runs in your browser." />
      <Text size="sm" c="dimmed">
        Split your order into monthly payments. You choose a plan with our financing provider.
      </Text>
      {financing.status === 'PLACE_ORDER' ? (
        <Group>
          <Badge color="green" size="lg" role="status">
            {FINANCING_STATUS_LABELS.PLACE_ORDER}
          </Badge>
          <Button onClick={financing.confirm} loading={financing.placing}>
            {FINANCING_CONFIRM_LABEL}
          </Button>
        </Group>
      ) : (
        <Button onClick={financing.start} disabled={financing.status !== 'READY'} aria-live="polite">
          {FINANCING_STATUS_LABELS[financing.status]}
        </Button>
      )}
      {financing.message && (
        <Alert color="red" role="alert" data-testid="payment-message">
          {financing.message}
        </Alert>
      )}
      <Modal opened={financing.frameUrl !== null} onClose={financing.cancel} title="Pay over time" size="lg" centered closeButtonProps={{ 'aria-label': 'Close the financing checkout' }}>
        {financing.frameUrl && (
          <Box component="iframe" src={financing.frameUrl} title="Financing checkout" style={{ width: '100%', height: 560, border: 0 }} />
        )}
      </Modal>
    </Stack>
  );
}
