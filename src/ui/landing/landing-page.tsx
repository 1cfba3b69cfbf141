import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HeroDiamond } from './hero-diamond';
import classes from './landing.module.css';

const PARTNERS = ['GIA', 'IGI', 'HRD', 'EGL'];

export default function LandingPage() {
  return (
    <div className={classes.hero}>
      <Container size="md" py={48}>
        <Stack align="center" gap="lg" ta="center">
          <HeroDiamond />
          <Title order={1} className={classes.title}>
            Where BIG commitment meets SMART choices.
          </Title>
          <Text size="xl">Find your perfect diamond.</Text>
          <Group justify="center">
            <Button component={Link} to="/shop-by" size="lg">
              Build your ring
            </Button>
            <Button component={Link} to="/how-it-works" size="lg" variant="outline">
              How it works
            </Button>
          </Group>
        </Stack>
      </Container>
      <section aria-label="Our partners" className={classes.partners}>
        <Text size="sm" c="dimmed" ta="center" mb={6}>
          Every diamond certified by leading laboratories
        </Text>
        <Group justify="center" gap="xl">
          {PARTNERS.map((partner) => (
            <Text key={partner} fw={700} size="lg" c="dimmed" className={classes.partner}>
              {partner}
            </Text>
          ))}
        </Group>
      </section>
    </div>
  );
}
