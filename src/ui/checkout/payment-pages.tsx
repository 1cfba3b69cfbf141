import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Button, Container, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { grandTotalOf } from '../../domain/bag/bag-totals';
import { formatPrice } from '../../domain/shared/money';
import type { PaymentMethodCode } from '../../application/checkout/payment-methods';
import { CardPayment } from './card-payment';
import { CheckoutLoading, EmptyCheckout } from '../common/empty-checkout';
import { PaymentMethodView } from './payment-method-views';
import { AddressSummary, OrderSummary } from './order-summary';
import { CheckoutLayout } from './checkout-layout';
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
      <CheckoutLayout summary={<OrderSummary bag={view.bag} />} total={formatPrice(grandTotalOf(view.bag.totals))}>
        <Paper withBorder p="lg" radius="md">
          <CardPayment total={grandTotalOf(view.bag.totals)} />
        </Paper>
      </CheckoutLayout>
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
      <CheckoutLayout summary={<OrderSummary bag={view.bag} />} total={formatPrice(total)} aside={<PaymentAddresses view={view} />}>
        <>
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
        </>
      </CheckoutLayout>
    </Container>
  );
}

/** The payment page's addresses, under the order summary, each with a link back to the address step. */
function PaymentAddresses({ view }: { view: NonNullable<ReturnType<typeof useCheckoutView>['view']> }) {
  return (
    <>
      <AddressSummary title="Billing address" address={view.billing} editTo="/shipping-billing?returnUrl=/cardholder-review" />
      <AddressSummary title="Shipping address" address={view.shipping} editTo="/shipping-billing?returnUrl=/cardholder-review" />
    </>
  );
}
