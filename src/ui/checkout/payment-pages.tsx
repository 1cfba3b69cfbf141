import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Button, Container, Grid, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { grandTotalOf } from '../../domain/bag/bag-totals';
import type { PaymentMethodCode } from '../../application/checkout/payment-methods';
import { CardPayment } from './card-payment';
import { CheckoutLoading, EmptyCheckout } from '../common/empty-checkout';
import { PaymentMethodView } from './payment-method-views';
import { AddressSummary, OrderSummary } from './order-summary';
import { useCheckoutView } from '../common/use-checkout-view';

/** /order-review: the items and totals, the addresses, and Continue to the card page. */
export function OrderReviewPage() {
  const { loading, view } = useCheckoutView();
  if (loading) return <CheckoutLoading />;
  if (!view || view.bag.lines.length === 0) return <EmptyCheckout title="Review your order" />;
  return (
    <Container size="md" py="lg">
      <Title order={1} mb="md">
        Review your order
      </Title>
      <Stack>
        <OrderSummary bag={view.bag} title="Items" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <AddressSummary title="Shipping address" address={view.shipping} editTo="/shipping?returnUrl=/order-review" />
          <AddressSummary title="Billing address" address={view.billing} editTo="/billing?returnUrl=/order-review" />
        </SimpleGrid>
        <Button component={Link} to="/cardholder" size="lg">
          Continue
        </Button>
      </Stack>
    </Container>
  );
}

/** /cardholder: card payment only. */
export function CardholderPage() {
  const { loading, view } = useCheckoutView();
  if (loading) return <CheckoutLoading />;
  if (!view || view.bag.lines.length === 0) return <EmptyCheckout title="Card payment" />;
  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        Card payment
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="lg" radius="md">
            <CardPayment total={grandTotalOf(view.bag.totals)} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrderSummary bag={view.bag} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** /cardholder-review: the payment choice, one per method the registry offers for the total (`PAYMENT_METHODS`). */
export function CardholderReviewPage() {
  const { loading, view, methods, notOffered, payment: method, choose } = useCheckoutView();
  if (loading) return <CheckoutLoading />;
  if (!view || view.bag.lines.length === 0) return <EmptyCheckout title="Payment" />;
  const total = grandTotalOf(view.bag.totals);
  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        Payment
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <Paper withBorder p="lg" radius="md">
              <Radio.Group label="How would you like to pay?" value={method} onChange={(value) => choose(value as PaymentMethodCode)} mb="md">
                <Stack gap="xs" mt="xs">
                  {methods.map((choice) => (
                    <Radio key={choice.code} value={choice.code} label={choice.label} />
                  ))}
                </Stack>
              </Radio.Group>
              <PaymentMethodView code={method} total={total} />
            </Paper>
            {notOffered.map((note) => (
              <Text key={note} size="sm" c="dimmed">
                {note}
              </Text>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <OrderSummary bag={view.bag} />
            <AddressSummary title="Billing address" address={view.billing} editTo="/shipping-billing?returnUrl=/cardholder-review" />
            <AddressSummary title="Shipping address" address={view.shipping} editTo="/shipping-billing?returnUrl=/cardholder-review" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
