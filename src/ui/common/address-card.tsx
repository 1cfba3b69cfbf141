import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Address } from '../../domain/checkout/address';

/** One address as the account and the checkout's review pages show it, with a link to add or change it. */
export function AddressCard(props: {
  title: string;
  address: Address | null;
  editTo: string;
  /** Route state the editor reads (the account's receiving url). */
  editState?: unknown;
  headingOrder: 2 | 3;
  emptyText: string;
}) {
  const { address } = props;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb={4}>
        <Title order={props.headingOrder} size="h5">
          {props.title}
        </Title>
        <Anchor component={Link} to={props.editTo} state={props.editState} size="sm">
          {address ? 'Edit' : 'Add'}
        </Anchor>
      </Group>
      {address ? (
        <Text size="sm">
          {address.firstname} {address.lastname}
          <br />
          {address.street.join(', ')}
          <br />
          {address.city}, {address.region.code} {address.postcode}
          <br />
          {address.telephone}
          {address.email ? (
            <>
              <br />
              {address.email}
            </>
          ) : null}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          {props.emptyText}
        </Text>
      )}
    </Paper>
  );
}
