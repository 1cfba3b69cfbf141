import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Paper.css';
import { Group, List, Paper, Text, Title } from '@mantine/core';
import { IconEqual, IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useId } from 'react';
import { IN_LINE_BAND, type DealInsight } from '../../domain/diamond/deal-insight';
import { formatPrice } from '../../domain/shared/money';
import { PricePosition } from './price-position';

const STANDING_ICONS = { below: IconTrendingDown, 'in-line': IconEqual, above: IconTrendingUp } as const;

const stones = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'stone' : 'stones'}`;

/** The product page's deal insight: where the price sits against similar stones, what 'similar' means, and why. */
export function DealInsightSection({ insight }: { insight: DealInsight }) {
  const titleId = useId();
  const Icon = STANDING_ICONS[insight.standing];
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={titleId} data-testid="deal-insight" data-standing={insight.standing}>
      <Title order={2} size="h4" id={titleId}>
        Deal insight
      </Title>
      <Group gap="xs" mt="xs" wrap="nowrap">
        <Icon size={22} aria-hidden />
        <Text size="lg" fw={700} data-testid="deal-insight-sentence">
          {insight.sentence}
        </Text>
      </Group>
      <Text size="sm" mt={4} data-testid="deal-insight-similar">
        Similar stones: {insight.similarTo} ({stones(insight.similarCount)} on sale). Our price model expects {formatPrice(insight.modelPrice)} for this
        stone; within {Math.round(IN_LINE_BAND * 100)}% of that is in line.
      </Text>
      <PricePosition insight={insight} />
      {insight.reasons.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="sm">
            What makes this price
          </Text>
          <List size="sm" mt={4} spacing={4} data-testid="deal-insight-reasons">
            {insight.reasons.map((reason) => (
              <List.Item key={reason.code}>{reason.text}</List.Item>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}
