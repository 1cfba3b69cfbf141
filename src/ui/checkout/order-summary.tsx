import '@mantine/core/styles/Paper.css';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BagView } from '../../application/bag/bag-state';
import { bagTotalsSummary } from '../../application/bag/bag-totals-summary';
import type { Address } from '../../domain/checkout/address';
import { formatPrice } from '../../domain/shared/money';
import { AddressCard } from '../common/address-card';

/** The items and totals of the order being placed (the totals as the bag page shows them, `bagTotalsSummary`). */
export function OrderSummary({ bag, title = 'Order summary' }: { bag: BagView; title?: string }) {
  const totals = bagTotalsSummary(bag.totals, bag.coupon);
  return (
    <Paper withBorder p="md" radius="md" data-testid="order-summary">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap={6}>
        {bag.lines.map(({ item }) => (
          <Group key={item.lineId} justify="space-between" wrap="nowrap" data-testid="order-item">
            <Text size="sm">{item.name}</Text>
            <Text size="sm">{formatPrice(item.price * item.qty)}</Text>
          </Group>
        ))}
        <Group justify="space-between" mt="xs">
          <Text size="sm">Subtotal</Text>
          <Text size="sm">{totals.subtotal}</Text>
        </Group>
        {totals.discount !== null && (
          <Group justify="space-between">
            <Text size="sm">Discount{totals.coupon ? ` (${totals.coupon})` : ''}</Text>
            <Text size="sm">{totals.discount}</Text>
          </Group>
        )}
        <Group justify="space-between">
          <Text size="sm">Shipping</Text>
          <Text size="sm">{totals.shipping}</Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">Tax</Text>
          <Text size="sm">{totals.tax}</Text>
        </Group>
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={700} data-testid="order-total">
            {totals.total}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** One address on the review pages, with a link back to the address step. */
export const AddressSummary = ({ title, address, editTo }: { title: string; address: Address | null; editTo: string }) => (
  <AddressCard title={title} address={address} editTo={editTo} headingOrder={2} emptyText="Not given yet" />
);
