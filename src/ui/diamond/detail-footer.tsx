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
  /** Why Select diamond failed, told beside it. */
  readonly failure: string | null;
  /** Answers whether the page took the selection; if not (it is still waking), the form posts to the server. */
  readonly onSelect: () => boolean;
  readonly onCompare: () => void;
}

/** The fixed footer: price, the monthly financing estimate (hidden above the limit) and Select diamond, which
 * becomes Compare when two stones are chosen. Select diamond is a form's button: before the page's script runs the
 * browser posts it to the page's action (the stone goes in the bag on the server); once it runs, the model does it.
 * It is always in the page: where it waits for the shopper to scroll (a phone, at the top), it is hidden only once the
 * script that would show it runs. */
export function DetailFooter({ price, monthlyEstimate, compareMode, showButton, adding, failure, onSelect, onCompare }: DetailFooterProps) {
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
        {compareMode ? (
          showButton && <Button onClick={onCompare}>Compare</Button>
        ) : (
          <form
            method="post"
            className={classes.selectForm}
            data-until-scrolled={showButton ? undefined : 'true'}
            onSubmit={(event) => {
              if (onSelect()) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="select" />
            <Button type="submit" loading={adding} aria-describedby={failure ? 'select-failure' : undefined}>
              Select diamond
            </Button>
            {failure && (
              <Text id="select-failure" role="alert" size="xs" c="red">
                {failure}
              </Text>
            )}
          </form>
        )}
      </Group>
    </div>
  );
}
