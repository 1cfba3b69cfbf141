import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Button, Center, Container, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { Order } from '../../domain/account/order';
import { orderDateLabel, orderPath, orderStatusLabel } from '../../domain/account/order-details';
import { NO_ORDERS_TEXT, noRecentOrdersText } from '../../domain/account/recent-orders';
import type { Address } from '../../domain/checkout/address';
import { formatPrice } from '../../domain/shared/money';
import { AddressCard } from '../common/address-card';
import classes from './account.module.css';
import { OrderDetailsPage } from './order-details-page';
import { useAccountPage } from './use-account-page';

const OrderLink = ({ order }: { order: Order }) => (
  <Anchor component={Link} to={orderPath(order.number)} aria-label={`Order #${order.number}, placed ${orderDateLabel(order.createdAt)}`}>
    #{order.number}
  </Anchor>
);

/** The orders as a table where there is room for one, as a list of cards on a phone (the table would be wider than
 * the screen); both are in the page, the screen's width shows one. */
function OrdersTable({ label, orders, emptyText }: { label: string; orders: readonly Order[]; emptyText: string }) {
  if (orders.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <>
      <Table aria-label={label} visibleFrom="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Ship to</Table.Th>
            <Table.Th>Total</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.number} data-testid="order-row">
              <Table.Td>
                <OrderLink order={order} />
              </Table.Td>
              <Table.Td>{orderDateLabel(order.createdAt)}</Table.Td>
              <Table.Td>
                {order.billingFirstname} {order.billingLastname}
              </Table.Td>
              <Table.Td>{formatPrice(order.grandTotal)}</Table.Td>
              <Table.Td>{orderStatusLabel(order.status)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack component="ul" gap="xs" aria-label={label} hiddenFrom="sm" className={classes.plainList}>
        {orders.map((order) => (
          <Paper key={order.number} component="li" withBorder p="sm" radius="md" data-testid="order-card">
            <div className={classes.orderCard}>
              <OrderLink order={order} />
              <Text fw={600}>{formatPrice(order.grandTotal)}</Text>
              <Text size="sm" c="dimmed">
                {orderDateLabel(order.createdAt)} · {order.billingFirstname} {order.billingLastname}
              </Text>
              <Text size="sm">{orderStatusLabel(order.status)}</Text>
            </div>
          </Paper>
        ))}
      </Stack>
    </>
  );
}

const AccountAddressCard = ({ title, address, editPath }: { title: string; address: Address | null; editPath: string }) => (
  <AddressCard
    title={title}
    address={address}
    editTo={editPath}
    editState={{ receivingUrl: '/account', hasAddress: address !== null, addressId: address?.id }}
    headingOrder={3}
    emptyText="No address saved yet."
  />
);

/** /account: the dashboard, or the order its `order` parameter names. */
export default function AccountRoute() {
  const [params] = useSearchParams();
  const orderNumber = params.get('order');
  return orderNumber !== null ? <OrderDetailsPage orderNumber={orderNumber} /> : <AccountPage />;
}

/** /account: recent orders (last month), order history, contact info, default addresses. Guests go to sign in. */
function AccountPage() {
  const { state } = useAccountPage();
  if (state.status === 'loading' || state.overview === null)
    return (
      <Center h="50vh">
        <Loader aria-label="Loading your account" />
      </Center>
    );
  const { customer, recentOrders, orderHistory, billingAddress, shippingAddress } = state.overview;
  return (
    <Container size="lg" py="xl">
      <Title order={1}>My account</Title>
      <Text c="dimmed" mb="lg">
        Welcome back, {customer.firstname}.
      </Text>
      <Stack gap="lg">
        <section aria-labelledby="recent-orders">
          <Title order={2} size="h4" id="recent-orders" mb="xs">
            Recent orders
          </Title>
          <OrdersTable label="Recent orders" orders={recentOrders} emptyText={noRecentOrdersText(orderHistory.length)} />
        </section>
        <section aria-labelledby="order-history">
          <Title order={2} size="h4" id="order-history" mb="xs">
            Order history
          </Title>
          <OrdersTable label="Order history" orders={orderHistory} emptyText={NO_ORDERS_TEXT} />
        </section>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Paper withBorder p="md" radius="md">
            <Title order={3} size="h5" mb={4}>
              Contact information
            </Title>
            <Text size="sm" data-testid="contact-name">
              {customer.firstname} {customer.lastname}
            </Text>
            <Text size="sm" data-testid="contact-email" className={classes.wraps}>
              {customer.email}
            </Text>
            <Button component={Link} to="/password-change" variant="subtle" size="compact-sm" mt="xs">
              Change password
            </Button>
          </Paper>
          <AccountAddressCard title="Default billing address" address={billingAddress} editPath="/billing" />
          <AccountAddressCard title="Default shipping address" address={shippingAddress} editPath="/shipping" />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
