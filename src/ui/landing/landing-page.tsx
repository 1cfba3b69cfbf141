import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './landing.module.css';

const PARTNERS = ['GIA', 'IGI', 'HRD', 'EGL'];
const PROMISES = ['GIA-certified natural diamonds', 'Free insured shipping', 'Free 14-day returns'];

/** The three ways to start, as /shop-by offers them: links to each way's first step, which remembers the way once it
 * opens. Written out here: the shop-by page's model would bring the presentation models into this page's first load. */
const WAYS = [
  { title: 'Shop by price', text: 'Start from your budget.', to: '/shop-by-price/step1' },
  { title: 'Shop by size', text: 'Start from the carat you want.', to: '/shop-by-size/step1' },
  { title: 'Shop by shape', text: 'Start from round, oval, pear…', to: '/shop-by-shape/step1' },
] as const;

/** The landing page: the promise beside a ring and a stone (the shop's own illustrations, files it serves), the three
 * ways to start a search, and what every diamond comes with. Plain links and pictures only: its first load is held
 * to 150 KB. */
export default function LandingPage() {
  return (
    <div className={classes.hero}>
      <Container size="lg" w="100%">
        <div className={classes.top}>
          <div className={classes.pitch}>
            <Title order={1} className={classes.title}>
              Where BIG commitment meets SMART choices.
            </Title>
            <Text size="xl" mt="md">
              Find your perfect diamond.
            </Text>
            <Group mt="xl" gap="sm">
              <Button component={Link} to="/shop-by" size="lg" className={classes.cta}>
                Build your ring
              </Button>
              <Button component={Link} to="/how-it-works" size="lg" variant="outline" className={classes.cta}>
                How it works
              </Button>
            </Group>
          </div>
          <figure className={classes.showcase}>
            <img
              className={classes.ring}
              src="/landing/solitaire-ring.svg"
              alt="Illustration of a solitaire engagement ring in yellow gold"
              width={280}
              height={280}
              fetchPriority="high"
            />
            <img className={classes.stone} src="/landing/round-diamond.svg" alt="Illustration of a round brilliant diamond" width={150} height={150} fetchPriority="high" />
            <figcaption className={classes.caption}>Illustrations</figcaption>
          </figure>
        </div>
        <section aria-labelledby="ways-to-start" className={classes.ways}>
          <Title order={2} id="ways-to-start" className={classes.waysTitle}>
            Three ways to start
          </Title>
          <ul className={classes.wayList}>
            {WAYS.map((way) => (
              <li key={way.to}>
                <Link to={way.to} className={classes.way}>
                  <span className={classes.wayName}>{way.title}</span>
                  <span className={classes.wayText}>{way.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </Container>
      <section aria-label="Our promise" className={classes.partners}>
        <ul className={classes.promises}>
          {PROMISES.map((promise) => (
            <li key={promise}>{promise}</li>
          ))}
        </ul>
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
