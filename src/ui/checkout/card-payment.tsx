import '../styles/overlay-styles';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatPrice } from '../../domain/shared/money';
import { useCardPayment } from './use-card-payment';
import { PaymentNeedsScript } from './payment-needs-script';
import { useHydrated } from '../common/use-hydrated';
import { withShopLook } from './card-frame-look';

/** The card provider's hosted fields in a frame (card data never touches the shop's own code), then a modal to
 * confirm the payment. */
const CARD_FRAME_STYLE = { width: '100%', height: 340, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)' } as const;

export function CardPayment({ total }: { total: number }) {
  const card = useCardPayment();
  const hydrated = useHydrated();
  return (
    <Stack gap="sm" data-testid="card-payment">
      <PaymentNeedsScript what="The secure card form comes from our payment partner and runs in your browser." />
      <Text size="sm" c="dimmed">
        Your card details are entered with our card payment provider and are never stored by Loupe.
      </Text>
      {/* The provider's frame talks to the page's script: it is framed once the script runs (the server's HTML holds
          its place, so nothing moves), and always from the address the browser reaches the provider at. */}
      {hydrated ? (
        <Box component="iframe" key={card.frameKey} src={withShopLook(card.frameUrl)} title="Card details" style={CARD_FRAME_STYLE} />
      ) : (
        <Box style={CARD_FRAME_STYLE} aria-hidden="true" data-testid="card-frame-placeholder" />
      )}
      {card.message && (
        <Alert color="red" role="alert" data-testid="payment-message">
          {card.message}
        </Alert>
      )}
      <Modal opened={card.authorization !== null} onClose={card.cancel} title="Confirm payment" centered closeButtonProps={{ 'aria-label': 'Cancel the payment' }}>
        <Stack>
          <Text>
            Pay <strong>{formatPrice(total)}</strong> with the card ending in {card.authorization?.last4}.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={card.cancel} disabled={card.paying}>
              Cancel
            </Button>
            <Button onClick={card.confirm} loading={card.paying}>
              Confirm payment
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
