import { Badge, Checkbox, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { RecommendedDiamond } from '../../domain/discovery/recommendation';
import { stoneCarat } from '../../domain/diamond/carat';
import { formatPrice } from '../../domain/shared/money';
import { DealVerdictBadge } from '../common/deal-verdict-badge';
import { useFocusKept } from '../common/use-focus-kept';
import classes from './recommendations.module.css';

export interface DiamondCardProps {
  readonly pick: RecommendedDiamond;
  /** The pick's detail page. */
  readonly to: string;
  readonly comparing: boolean;
  readonly compared: boolean;
  readonly onToggleCompare: () => void;
}

/** One of the Top 4: its feature label, picture, size and grades, price and deal verdict. The card is one link to the
 * stone's page (in the server's page, before the script runs, and in a new tab); the compare box sits beside it, never
 * inside. A card that moves from the list into the slider keeps the keyboard's focus. */
export function DiamondCard({ pick, to, comparing, compared, onToggleCompare }: DiamondCardProps) {
  const { diamond, verdict } = pick;
  const title = `${stoneCarat(diamond.size)} ct ${diamond.shape}`;
  const card = useRef<HTMLDivElement>(null);
  useFocusKept(`diamond-card:${diamond.id}`, card);
  return (
    <div ref={card} className={classes.card} data-testid="recommended-diamond" data-diamond-id={diamond.id}>
      <Badge className={classes.label} variant="filled" tt="uppercase">
        {pick.featureLabel}
      </Badge>
      {comparing && (
        <Checkbox className={classes.compareBox} checked={compared} onChange={onToggleCompare} aria-label={`Compare ${title} (${pick.featureLabel})`} />
      )}
      {/* Named by what it shows (WCAG 2.5.3), after the feature label of its badge. */}
      <UnstyledButton component={Link} to={to} className={classes.open}>
        <VisuallyHidden>{pick.featureLabel}: </VisuallyHidden>
        <Stack gap={6} align="center">
          <img src={diamond.imageUrl} alt="" width={120} height={120} className={classes.image} fetchPriority="high" />
          <Text fw={600} size="lg">
            {title}
          </Text>
          <Group gap={6} justify="center">
            <Text size="sm">{diamond.color} color</Text>
            <Text size="sm" c="dimmed" aria-hidden>
              ·
            </Text>
            <Text size="sm">{diamond.clarity}</Text>
            <Text size="sm" c="dimmed" aria-hidden>
              ·
            </Text>
            <Text size="sm">{diamond.cut} cut</Text>
          </Group>
          <Text fw={700} size="xl" data-testid="diamond-price">
            {formatPrice(diamond.price)}
          </Text>
          {verdict && (
            <Stack gap={2} align="center" data-testid="card-deal">
              <DealVerdictBadge verdict={verdict} />
              <Text size="sm" ta="center" data-testid="deal-sentence">
                {verdict.sentence}
              </Text>
            </Stack>
          )}
        </Stack>
      </UnstyledButton>
    </div>
  );
}
