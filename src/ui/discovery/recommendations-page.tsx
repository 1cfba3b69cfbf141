import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSearchSummary } from './use-search-summary';

/** Step 2 of the guided flows: the shopper's search, where the Top 4 recommendations are listed. */
export default function RecommendationsPage() {
  const summary = useSearchSummary();
  return (
    <Container size="lg" py="xl">
      <Title order={1} ta="center">
        Top 4
      </Title>
      {summary && (
        <Group justify="center" gap="xs" mt="sm" aria-label="Your search">
          <Badge size="lg" variant="light">
            {summary.shapes}
          </Badge>
          {summary.budget && (
            <Badge size="lg" variant="light" data-testid="search-budget">
              {summary.budget}
            </Badge>
          )}
        </Group>
      )}
      <Text ta="center" mt="md">
        <Anchor component={Link} to="/shop-by-price/step1">
          Change budget
        </Anchor>
      </Text>
    </Container>
  );
}
