import '@mantine/core/styles/Paper.css';
import { Anchor, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BAG_HOLD_NOTICE, EMPTY_BAG_MESSAGE } from '../../domain/cart/cart';
import { useBagPage } from './use-bag-page';

export default function BagPage() {
  const bag = useBagPage();
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        Your bag
      </Title>
      {bag.loading && (
        <Center h={160}>
          <Loader aria-label="Loading your bag" />
        </Center>
      )}
      {bag.empty && (
        <Text>
          {EMPTY_BAG_MESSAGE}{' '}
          <Anchor component={Link} to="/shop-by">
            Find your diamond
          </Anchor>
        </Text>
      )}
      {bag.lines.length > 0 && (
        <Stack>
          {bag.lines.map((line) => (
            <Paper key={line.key} withBorder p="md" radius="md" data-testid="bag-item" data-sku={line.sku}>
              <Group justify="space-between">
                {line.link ? (
                  <Anchor component={Link} to={line.link}>
                    {line.name}
                  </Anchor>
                ) : (
                  <Text>{line.name}</Text>
                )}
                <Text fw={600}>{line.price}</Text>
              </Group>
            </Paper>
          ))}
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Text fw={700} data-testid="bag-total">
              {bag.total}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {BAG_HOLD_NOTICE}
          </Text>
        </Stack>
      )}
    </Container>
  );
}
