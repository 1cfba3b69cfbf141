import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './discovery.module.css';
import { useSizeStepPage } from './use-size-step-page';

export default function SizeStepPage() {
  const page = useSizeStepPage();
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>What size are you looking for?</Title>
        <Text c="dimmed">Average diamond size is 1 carat.</Text>
        <div className={classes.sizeStage}>
          <img src={page.imageUrl} alt={`${page.shape} diamond at ${page.caratText} carat`} style={{ width: `${page.imageWidthRem}rem` }} className={classes.sizeImage} />
        </div>
        <Group gap="xl" align="center">
          <ActionIcon size={48} radius="xl" variant="outline" onClick={page.decrease} disabled={!page.canDecrease} aria-label="Smaller diamond">
            <IconMinus aria-hidden />
          </ActionIcon>
          <Text fz={40} fw={700} aria-live="polite" data-testid="carat">
            {page.caratText} <Text span fz="lg" fw={400}>ct</Text>
          </Text>
          <ActionIcon size={48} radius="xl" variant="outline" onClick={page.increase} disabled={!page.canIncrease} aria-label="Bigger diamond">
            <IconPlus aria-hidden />
          </ActionIcon>
        </Group>
        <Text size="sm" c="dimmed">Use the minus or plus button to adjust the carat size up or down.</Text>
        <Paper withBorder p="md" radius="md" w="100%" maw={360}>
          <Text size="sm" c="dimmed">Estimated price range</Text>
          <Text fw={600} size="lg" aria-live="polite" aria-busy={page.estimating} data-testid="price-range">
            {page.priceRangeText}
          </Text>
        </Paper>
        {page.sizeNote && (
          <Text size="sm" role="status" data-testid="size-note">
            {page.sizeNote}
          </Text>
        )}
        {page.continueTo ? (
          <Button component={Link} to={page.continueTo} size="lg" mt="sm">
            Continue
          </Button>
        ) : (
          <Button size="lg" mt="sm" disabled>
            Continue
          </Button>
        )}
      </Stack>
    </Container>
  );
}
