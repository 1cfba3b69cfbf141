import { Anchor, Center, Container, Loader, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EMPTY_BAG_MESSAGE } from '../../domain/bag/bag';

export function CheckoutLoading() {
  return (
    <Center h="50vh">
      <Loader aria-label="Loading your order" />
    </Center>
  );
}

/** A checkout page reached with nothing in the bag (or after the order was placed). */
export function EmptyCheckout({ title }: { title: string }) {
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        {title}
      </Title>
      <Text>
        {EMPTY_BAG_MESSAGE}{' '}
        <Anchor component={Link} to="/shop-by">
          Find your diamond
        </Anchor>
      </Text>
    </Container>
  );
}
