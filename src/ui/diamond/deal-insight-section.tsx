import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Paper.css';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { DealInsight } from '../../domain/diamond/deal-insight';
import { IN_LINE_BAND } from '../../domain/diamond/deal-verdict';
import { formatPrice } from '../../domain/shared/money';
import { DealVerdictBadge } from '../common/deal-verdict-badge';
import { PricePosition } from './price-position';
import { formatCount } from '../../domain/shared/count';

const stones = (count: number): string => `${formatCount(count)} ${count === 1 ? 'stone' : 'stones'}`;

/** The product page's deal insight: the stone's verdict and why, what 'similar' means, where the price sits among the
 * similar stones, and what makes the price. */
export function DealInsightSection({ insight }: { insight: DealInsight }) {
  const titleId = useId();
  const { verdict } = insight;
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={titleId} data-testid="deal-insight" data-verdict={verdict?.kind}>
      <Title order={2} size="h4" id={titleId}>
        Deal insight
      </Title>
      {verdict && (
        <Stack gap={4} mt="xs" align="flex-start">
          <DealVerdictBadge verdict={verdict} />
          <Text size="md" fw={700} data-testid="deal-insight-sentence">
            {verdict.sentence}
          </Text>
        </Stack>
      )}
      <Text size="sm" mt={4} data-testid="deal-insight-similar">
        Similar stones: {insight.similarTo} ({stones(insight.similarCount)} on sale
        {verdict?.similarMedian != null && `, asking ${formatPrice(verdict.similarMedian)} in the middle`}). Our price model expects{' '}
        {formatPrice(insight.modelPrice)} for this stone. A good deal asks less than both; within {Math.round(IN_LINE_BAND * 100)}% of the model&apos;s price is in
        line.
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
