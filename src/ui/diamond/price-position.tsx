import { Box, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { DealInsight } from '../../domain/diamond/deal-insight';
import { formatPrice } from '../../domain/shared/money';
import { CHART_HEIGHT } from './price-position-height';
import { formatCount } from '../../domain/shared/count';

// The chart and d3 come in a chunk of their own, asked for only when the shopper nears the chart (docs/adr/0017).
const PricePositionChart = lazy(() => import('./price-position-chart'));

/** How near the viewport the chart's box must come before its code is fetched. */
const AHEAD_OF_VIEW = '300px';

/** True once the element is near the viewport (at once where the browser cannot tell; never on the server). */
function useNearView(target: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: AHEAD_OF_VIEW });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, near]);
  return near;
}

/** The price position of a stone: a sentence every reader gets (in the server's HTML too), and, with enough similar
 * stones to mean something, a histogram of their prices with this stone marked, drawn in the browser in a box that
 * keeps its size from the start. With too few, the sentence says so and nothing is charted. */
export function PricePosition({ insight }: { insight: DealInsight }) {
  const { summary } = insight;
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box);
  const captionId = useId();
  if (!insight.charted) {
    return (
      <Text size="sm" fw={600} mt="sm" data-testid="price-position-summary">
        {summary}.
      </Text>
    );
  }
  const placeholder = <Box h={CHART_HEIGHT} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }} aria-hidden data-testid="price-position-placeholder" />;
  const drawing = `Histogram of the prices of ${formatCount(insight.similarCount)} similar stones, from ${formatPrice(insight.histogram[0]!.from)} to ${formatPrice(
    insight.histogram[insight.histogram.length - 1]!.to,
  )}; this stone asks ${formatPrice(insight.price)}.`;
  return (
    <Box component="figure" m={0} mt="sm" aria-labelledby={captionId} data-testid="price-position">
      <Text component="figcaption" id={captionId} size="sm" fw={600} data-testid="price-position-summary">
        {summary}.
      </Text>
      <Box ref={box} mt={4} h={CHART_HEIGHT} maw={720}>
        {near ? (
          <Suspense fallback={placeholder}>
            <PricePositionChart bins={insight.histogram} price={insight.price} label={drawing} />
          </Suspense>
        ) : (
          placeholder
        )}
      </Box>
    </Box>
  );
}
