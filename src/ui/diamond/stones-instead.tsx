import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Anchor, Badge, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AlternativeStone, Alternatives } from '../../domain/diamond/alternatives';
import { stoneCarat } from '../../domain/diamond/carat';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { formatPrice } from '../../domain/shared/money';
import { DealVerdictBadge } from '../common/deal-verdict-badge';
import { pageTitle } from '../common/shell-visibility';

export interface StonesInsteadProps {
  /** 'This diamond is no longer available' or 'Diamond was not found'. */
  readonly message: string;
  /** What is offered instead; null while it loads or when the service cannot say. */
  readonly alternatives: Alternatives | null;
  /** The whole Top 4 of the search whose picks are offered, when they are top picks. */
  readonly topPicksPath: string | null;
}

/** One stone offered instead: a link to its page (an anchor, so it works before the page's script runs); a top pick's
 * label travels in its address, so its page shows it too. */
function StoneInstead({ stone }: { readonly stone: AlternativeStone }) {
  const { diamond, label, verdict } = stone;
  const title = `${stoneCarat(diamond.size)} ct ${diamond.shape} diamond`;
  return (
    <Paper withBorder p="md" radius="md" data-testid="stone-instead" data-diamond-id={diamond.id}>
      <Stack gap={6} align="center">
        {(label || verdict) && (
          <Group gap={6} justify="center">
            {label && (
              <Badge variant="filled" tt="uppercase">
                {label}
              </Badge>
            )}
            {verdict && <DealVerdictBadge verdict={verdict} />}
          </Group>
        )}
        <img src={diamond.imageUrl} alt="" width={96} height={96} />
        <Anchor component={Link} to={productDetailsPath(diamond.id, label)} fw={600} size="lg">
          {title}
        </Anchor>
        <Text size="sm">
          {diamond.color} color · {diamond.clarity} clarity · {diamond.cut} cut
        </Text>
        <Text fw={700} size="lg">
          {formatPrice(diamond.price)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The product page without its stone: why, and the stones the shop can sell instead, so that the page is no dead end. */
export function StonesInstead({ message, alternatives, topPicksPath }: StonesInsteadProps) {
  const heading = alternatives?.kind === 'top-picks' ? 'Our top picks' : 'Similar diamonds';
  return (
    <Container size="lg" py="xl">
      <title>{pageTitle(message)}</title>
      <Stack gap="lg">
        <Alert color="red" role="alert" title={message}>
          <Stack gap="xs">
            {alternatives && <Text size="sm">{alternatives.note}</Text>}
            <Anchor component={Link} to="/shop-by" size="sm">
              Start a new search
            </Anchor>
          </Stack>
        </Alert>
        {alternatives && alternatives.stones.length > 0 && (
          <section aria-labelledby="stones-instead-title">
            <Group justify="space-between" align="end" mb="sm">
              <Title order={2} size="h3" id="stones-instead-title">
                {heading}
              </Title>
              {topPicksPath && (
                <Anchor component={Link} to={topPicksPath} size="sm">
                  See the whole search
                </Anchor>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" role="list" aria-labelledby="stones-instead-title">
              {alternatives.stones.map((stone) => (
                <div role="listitem" key={stone.diamond.id}>
                  <StoneInstead stone={stone} />
                </div>
              ))}
            </SimpleGrid>
          </section>
        )}
      </Stack>
    </Container>
  );
}
