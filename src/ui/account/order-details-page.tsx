import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Anchor, Center, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { OrderAddress } from '../../domain/account/order-details';
import { pageTitle } from '../common/shell-visibility';
import classes from './account.module.css';
import { useOrderDetailsPage } from './use-order-details-page';

function OrderAddressCard({ title, address }: { title: string; address: OrderAddress | null }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb={4}>
        {title}
      </Title>
      {address ? (
        <Text size="sm" className={classes.wraps}>
          {address.name}
          {address.company && (
            <>
              <br />
              {address.company}
            </>
          )}
          {address.street.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
          <br />
          {address.cityLine}
          {address.telephone && (
            <>
              <br />
              {address.telephone}
            </>
          )}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Not recorded with this order.
        </Text>
      )}
    </Paper>
  );
}

const BackToAccount = () => (
  <Anchor component={Link} to="/account" size="sm">
    Back to your account
  </Anchor>
);

/** /account?order={number}: one order of the account, its lines, totals, addresses, payment and status. */
export function OrderDetailsPage({ orderNumber }: { orderNumber: string }) {
  const state = useOrderDetailsPage(orderNumber);
  if (state.status === 'loading')
    return (
      <Center h="50vh">
        <Loader aria-label="Loading your order" />
      </Center>
    );
  if (!state.order)
    return (
      <Container size="sm" py="xl">
        <title>{pageTitle(state.message ?? 'Order')}</title>
        <Alert color={state.status === 'failed' ? 'red' : 'yellow'} role="alert" title={state.message}>
          <BackToAccount />
        </Alert>
      </Container>
    );
  const order = state.order;
  return (
    <Container size="md" py="xl">
      <title>{pageTitle(`Order #${order.number}`)}</title>
      <Stack gap="lg">
        <div>
          <BackToAccount />
          <Title order={1} mt="xs">
            Order #{order.number}
          </Title>
          <Text c="dimmed" data-testid="order-summary">
            Placed {order.placed} · <span data-testid="order-status">{order.status}</span>
          </Text>
        </div>
        <section aria-labelledby="order-lines">
          <Title order={2} size="h4" id="order-lines" mb="xs">
            What you ordered
          </Title>
          <Stack gap="xs" component="ul" className={classes.plainList}>
            {order.lines.map((line) => (
              <Paper key={line.key} withBorder p="sm" radius="md" component="li" data-testid="order-line" data-sku={line.sku}>
                <div className={classes.lineRow}>
                  <Text className={classes.wraps}>{line.name}</Text>
                  <Text fw={600} className={classes.amount}>
                    {line.quantity > 1 ? `${line.quantity} × ` : ''}
                    {line.price}
                  </Text>
                </div>
              </Paper>
            ))}
          </Stack>
        </section>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-totals">
          <Title order={2} size="h4" id="order-totals" mb="xs">
            Totals
          </Title>
          <Stack gap={4}>
            <Group justify="space-between">
              <Text>Subtotal</Text>
              <Text>{order.subtotal}</Text>
            </Group>
            {order.discount && (
              <Group justify="space-between">
                <Text>Discount{order.couponCode ? ` (${order.couponCode})` : ''}</Text>
                <Text>{order.discount}</Text>
              </Group>
            )}
            <Group justify="space-between">
              <Text>Shipping</Text>
              <Text>{order.shipping}</Text>
            </Group>
            <Group justify="space-between">
              <Text>Tax</Text>
              <Text>{order.tax}</Text>
            </Group>
            <Group justify="space-between">
              <Text fw={700}>Total</Text>
              <Text fw={700} data-testid="order-total">
                {order.total}
              </Text>
            </Group>
            {order.payment && (
              <Text size="sm" c="dimmed" mt={4}>
                {order.payment}
              </Text>
            )}
          </Stack>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <OrderAddressCard title="Billing address" address={order.billingAddress} />
          <OrderAddressCard title="Shipping address" address={order.shippingAddress} />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
