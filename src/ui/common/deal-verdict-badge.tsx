import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { DealVerdict, DealVerdictKind } from '../../domain/diamond/deal-verdict';

/** Dark enough for white text at a badge's size (contrast above 6:1), and told apart by their words, not colour alone. */
const VERDICT_COLORS: Readonly<Record<DealVerdictKind, string>> = {
  'good-deal': '#1d6b33',
  'in-line': '#495057',
  above: '#9c4a00',
};

/** A stone's deal verdict as a badge: the same words on the Top 4 card, the product page and its deal insight. */
export function DealVerdictBadge({ verdict }: { readonly verdict: Pick<DealVerdict, 'kind' | 'label'> }) {
  return (
    <Badge color={VERDICT_COLORS[verdict.kind]} variant="filled" data-testid="deal-verdict" data-verdict={verdict.kind}>
      {verdict.label}
    </Badge>
  );
}
