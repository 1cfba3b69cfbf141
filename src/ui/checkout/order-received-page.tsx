import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import type { OrderReceivedState } from '../../application/checkout/order-received';
import { ReceiptTracker } from '../../application/checkout/receipt-tracker.port';
import { useInjection } from '../di/use-injection';
import { SOCIAL_LINKS } from '../shell/menu-entries';

/** /order-received: thanks, Continue Shopping, social links and the receipt event; without an order, home. */
export default function OrderReceivedPage() {
  const tracker = useInjection(ReceiptTracker);
  const { state } = useLocation() as { state: Partial<OrderReceivedState> | null };
  const reported = useRef(false);
  const orderId = state?.orderId;
  const email = state?.email;

  useEffect(() => {
    if (!orderId || !email || reported.current) return;
    reported.current = true;
    tracker.purchased({ orderId, value: state?.receipt?.value ?? 0, currency: 'USD', items: state?.receipt?.items ?? [] });
  }, [orderId, email, state, tracker]);

  if (!orderId || !email) return <Navigate to="/" replace />;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md" ta="center">
        <Stack align="center">
          <Title order={1}>Thank you for your order</Title>
          <Text>
            Your order number is <strong data-testid="order-number">{orderId}</strong>. We sent the confirmation to {email}.
          </Text>
          <Text c="dimmed" size="sm">
            A gemologist now inspects your diamond and ring, sizes the ring, hand-sets the diamond and ships it to you.
          </Text>
          <Button component={Link} to="/shop-by">
            Continue Shopping
          </Button>
          <Group gap="md" justify="center" aria-label="Follow us">
            {SOCIAL_LINKS.map((link) => (
              <Anchor key={link.label} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
