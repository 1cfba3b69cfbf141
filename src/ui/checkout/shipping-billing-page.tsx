import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Button, Checkbox, Container, Group, Paper, Stack, Title } from '@mantine/core';
import { AddressPanelFields } from './address-panel-fields';
import { CheckoutLoading, EmptyCheckout } from '../common/empty-checkout';
import { OrderSummary } from './order-summary';
import { CheckoutLayout } from './checkout-layout';
import { grandTotalOf } from '../../domain/bag/bag-totals';
import { formatPrice } from '../../domain/shared/money';
import { useShippingBillingPage } from './use-shipping-billing-page';

export default function ShippingBillingPage() {
  const page = useShippingBillingPage();
  if (page.loading) return <CheckoutLoading />;
  if (page.empty || !page.bag) return <EmptyCheckout title="Billing and shipping" />;
  return (
    <Container size="lg" py="lg">
      <Title order={1} mb="md">
        Billing and shipping
      </Title>
      <CheckoutLayout summary={<OrderSummary bag={page.bag} />} total={formatPrice(grandTotalOf(page.bag.totals))}>
        <>
          <Paper withBorder p="lg" radius="md">
            {/* Sent by the model once the page's script runs; before that, the browser posts it to the page's action. */}
            <form method="post" onSubmit={page.submit} noValidate>
              <Stack>
                {page.showBilling && (
                  <>
                    <AddressPanelFields field={page.field} panel="billing" title="Billing address" onUseSaved={page.useSaved('billing')} />
                    <Checkbox label="Ship to my billing address" name="sameAsBilling" checked={page.sameAsBilling} onChange={(event) => page.setSameAsBilling(event.currentTarget.checked)} />
                  </>
                )}
                {page.showShipping && <AddressPanelFields field={page.field} panel="shipping" title="Shipping address" onUseSaved={page.useSaved('shipping')} />}
                {page.message && (
                  <Alert color="red" role="alert">
                    {page.message}
                  </Alert>
                )}
                <Group justify="space-between">
                  {page.showBack ? (
                    <Button variant="default" onClick={page.back}>
                      Back to billing
                    </Button>
                  ) : (
                    <span />
                  )}
                  {/* Distinct keys: reusing one button element and turning it into a submit button during the click
                      would submit the form with the shipping panel still empty. */}
                  {page.showContinueToShipping ? (
                    <Button key="to-shipping" onClick={page.continueToShipping}>
                      Continue to shipping
                    </Button>
                  ) : (
                    <Button key="submit" type="submit" loading={page.busy}>
                      Continue to payment
                    </Button>
                  )}
                </Group>
              </Stack>
            </form>
          </Paper>
        </>
      </CheckoutLayout>
    </Container>
  );
}
