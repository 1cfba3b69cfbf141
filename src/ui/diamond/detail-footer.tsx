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
  /** A wide screen: Select diamond is beside the picture, and the bar's is a stand-in for the pointer. */
  readonly standIn?: boolean;
}

/** The fixed footer: price, the monthly financing estimate (hidden above the limit) and Select diamond, which
 * becomes Compare when two stones are chosen. Select diamond is a form's button: before the page's script runs the
 * browser posts it to the page's action (the stone goes in the bag on the server); once it runs, the model does it.
 * It is always in the page: where it waits for the shopper to scroll (a phone, at the top), it is hidden only once the
 * script that would show it runs. */
export function DetailFooter({ price, monthlyEstimate, compareMode, showButton, adding, failure, onSelect, onCompare, standIn = false }: DetailFooterProps) {
  return (
    <div className={classes.detailFooter} data-testid="detail-footer" data-page-bar="" data-tour="select" {...FIXED_BAR}>
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
          <SelectDiamondForm place="bar" adding={adding} failure={failure} onSelect={onSelect} waiting={!showButton} standIn={standIn} />
        )}
      </Group>
    </div>
  );
}

/**
 * Select diamond, with why it failed told right under it (announced, and in view: it is where the shopper tapped).
 * A form's button: before the page's script runs the browser posts it to the page's action (the stone goes in the bag
 * on the server); once it runs, the model does it. The product page has two: beside the picture on a wide screen
 * (`place` 'column') and in the fixed bar, which shows its own only while the other is off screen.
 */
export function SelectDiamondForm({
  place,
  adding,
  failure,
  onSelect,
  waiting = false,
  standIn = false,
  formRef,
}: {
  place: 'bar' | 'column';
  adding: boolean;
  failure: string | null;
  /** Answers whether the page took the selection; if not (it is still waking), the form posts to the server. */
  onSelect: () => boolean;
  /** Hidden until the shopper scrolls (once the page's script runs): the bar's button on a phone at the top, or while
   * the column's is on screen. */
  waiting?: boolean;
  /** The bar's button on a wide screen, shown while the one beside the picture is scrolled away: a stand-in for the
   * pointer, left out of the tab order and of what assistive technology reads (the one beside the picture is always
   * there for them), so that the page offers one Select diamond. */
  standIn?: boolean;
  formRef?: (element: HTMLFormElement | null) => void;
}) {
  const failureId = `select-failure-${place}`;
  return (
    <form
      ref={formRef}
      data-tour={place === 'column' ? 'select' : undefined}
      method="post"
      className={place === 'bar' ? classes.selectForm : classes.columnSelect}
      data-until-scrolled={waiting ? 'true' : undefined}
      aria-hidden={standIn || undefined}
      onSubmit={(event) => {
        if (onSelect()) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="select" />
      <Button
        type="submit"
        loading={adding}
        size={place === 'column' ? 'lg' : 'sm'}
        fullWidth={place === 'column'}
        tabIndex={standIn ? -1 : undefined}
        aria-describedby={failure ? failureId : undefined}
      >
        Select diamond
      </Button>
      {failure && (
        <Text id={failureId} role="alert" size={place === 'column' ? 'sm' : 'xs'} c="red" mt={4} data-testid="select-failure">
          {failure}
        </Text>
      )}
    </form>
  );
}
