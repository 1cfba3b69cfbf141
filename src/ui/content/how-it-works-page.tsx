import '@mantine/core/styles/Timeline.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Button, Container, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HOW_IT_WORKS_STEPS } from '../../domain/content/content-page';
import { LoupeLogo } from '../common/loupe-logo';

export default function HowItWorksPage() {
  return (
    <Container size="sm" py="xl">
      <Stack align="center" mb="xl">
        <LoupeLogo size={36} />
        <Title order={1}>How it works</Title>
      </Stack>
      <Timeline active={HOW_IT_WORKS_STEPS.length} bulletSize={36} lineWidth={2}>
        {HOW_IT_WORKS_STEPS.map((step, index) => (
          <Timeline.Item
            key={step.title}
            bullet={
              <ThemeIcon size={36} radius="xl">
                {index + 1}
              </ThemeIcon>
            }
            title={
              <Title order={2} size="h4">
                {step.title}
              </Title>
            }
          >
            <Text c="dimmed" mt={4}>
              {step.text}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <Button component={Link} to="/" mt="xl" fullWidth>
        Got it
      </Button>
    </Container>
  );
}
