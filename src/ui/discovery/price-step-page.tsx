import '@mantine/core/styles/SimpleGrid.css';
import { Container, SimpleGrid, Title } from '@mantine/core';
import { ChoiceCard } from './choice-card';
import { usePriceStepPage } from './use-price-step-page';

export default function PriceStepPage() {
  const { choices } = usePriceStepPage();
  return (
    <Container size="lg" py="xl">
      <Title order={1} ta="center" mb="xl">
        What is your budget?
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {choices.map((choice) => (
          <ChoiceCard key={choice.id} title={choice.label} text={choice.tagline} to={choice.link} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
