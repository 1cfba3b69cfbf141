import '../styles/overlay-styles';
import { Button, Group, Text } from '@mantine/core';
import { FIXED_BAR } from '../common/focus-clear-of-bars';
import classes from './product-details.module.css';

export interface DetailFooterProps {
  readonly price: string;
  readonly monthlyEstimate: string | null;
  readonly compareMode: boolean;
  readonly showButton: boolean;
  readonly adding: boolean;
  readonly onSelect: () => void;
  readonly onCompare: () => void;
}

/** The fixed footer: price, the monthly financing estimate (hidden above the limit) and Select diamond, which
 * becomes Compare when two stones are chosen. */
export function DetailFooter({ price, monthlyEstimate, compareMode, showButton, adding, onSelect, onCompare }: DetailFooterProps) {
  return (
    <div className={classes.detailFooter} data-testid="detail-footer" {...FIXED_BAR}>
      <Group justify="space-between" wrap="nowrap" h="100%" px="md">
        <div>
          <Text fw={700}>{price}</Text>
          {monthlyEstimate && (
            <Text size="xs" c="dimmed" data-testid="monthly-estimate">
              or {monthlyEstimate}/mo with financing
            </Text>
          )}
        </div>
        {showButton &&
          (compareMode ? (
            <Button onClick={onCompare}>Compare</Button>
          ) : (
            <Button onClick={onSelect} loading={adding}>
              Select diamond
            </Button>
          ))}
      </Group>
    </div>
  );
}
