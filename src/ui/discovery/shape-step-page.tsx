import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Container, Progress, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import classes from './discovery.module.css';
import { useShapeStepPage } from './use-shape-step-page';

export default function ShapeStepPage() {
  const page = useShapeStepPage();
  return (
    <Container size="lg" py="xl">
      <Stack align="center" gap={4} mb="lg" ta="center">
        <Title order={1}>What shape are you looking for?</Title>
        <Text c="dimmed">All diamonds are GIA certified.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" role="radiogroup" aria-label="Diamond shape">
        {page.shapes.map((option) => (
          <UnstyledButton
            key={option.shape}
            role="radio"
            aria-checked={page.selected === option.shape}
            data-selected={page.selected === option.shape || undefined}
            className={classes.shapeOption}
            onClick={() => page.select(option.shape)}
          >
            {option.hot && (
              <Badge color="red" size="sm" className={classes.hot}>
                Hot
              </Badge>
            )}
            <img src={option.imageUrl} alt="" width={56} height={56} />
            <Text fw={600}>{option.shape}</Text>
            <Text size="xs" c="dimmed">
              {option.description}
            </Text>
            <Text size="xs" w="100%" ta="left" mt="auto">
              Trending {option.trend}%
            </Text>
            <Progress value={option.trend} w="100%" size="sm" color={option.hot ? 'red' : 'loupe'} aria-label={`${option.shape} trending ${option.trend}%`} />
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Stack align="center" mt="xl">
        <Button component={Link} to={page.continueTo} size="lg">
          Continue
        </Button>
      </Stack>
    </Container>
  );
}
