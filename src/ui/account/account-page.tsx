import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import { Button, Center, Container, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Order } from '../../domain/account/order';
import { NO_ORDERS_TEXT, noRecentOrdersText } from '../../domain/account/recent-orders';
import type { Address } from '../../domain/checkout/address';
import { formatPrice } from '../../domain/shared/money';
import { AddressCard } from '../common/address-card';
import { useAccountPage } from './use-account-page';

function OrdersTable({ label, orders, emptyText }: { label: string; orders: readonly Order[]; emptyText: string }) {
  if (orders.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Table aria-label={label}>
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
            <Table.Td>#{order.number}</Table.Td>
            <Table.Td>{order.createdAt.slice(0, 10)}</Table.Td>
            <Table.Td>
              {order.billingFirstname} {order.billingLastname}
            </Table.Td>
            <Table.Td>{formatPrice(order.grandTotal)}</Table.Td>
            <Table.Td>{order.status}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
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

/** /account: recent orders (last month), order history, contact info, default addresses. Guests go to sign in. */
export default function AccountPage() {
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
            <Text size="sm" data-testid="contact-email">
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
