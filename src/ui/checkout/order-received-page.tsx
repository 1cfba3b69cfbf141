import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { SOCIAL_LINKS } from '../common/menu-entries';
import { PaymentPending } from './payment-pending';
import { useOrderReceived } from './use-order-received';

/** /order-received: thanks, Continue Shopping, social links and the receipt event; without an order, home. */
export default function OrderReceivedPage() {
  const { order, pendingPayment } = useOrderReceived();
  if (!order) return <Navigate to="/" replace />;
  const { orderId, email } = order;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md" ta="center">
        <Stack align="center">
          <Title order={1}>Thank you for your order</Title>
          <Text>
            Your order number is <strong data-testid="order-number">{orderId}</strong>. We sent the confirmation to {email}.
          </Text>
          {pendingPayment && <PaymentPending {...pendingPayment} />}
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
