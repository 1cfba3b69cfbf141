import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { TrustSignals } from '../common/trust-signals';
import classes from './checkout-layout.module.css';

/**
 * A checkout step's frame (ADR 0035): the step's form, and the order summary with the trust block. From 62em (992 px)
 * the summary sits beside the form and stays in view while the form scrolls; below, it is at the top of the page,
 * folded to one line with the total, and opens on a tap. Both come from the stylesheet, so the server's page is
 * already laid out, folded on a phone (the line shows the total); the fold opens once the page's script runs. On a
 * phone the trust block shows after the form, though it comes before it in the page: it waits until the browser has
 * the whole step, or a page taken in parts (a slow line, a slow phone) would draw it under the summary, then push it
 * down when the form arrives.
 */
export function CheckoutLayout({ summary, total, children, aside }: { summary: ReactNode; total: string; children: ReactNode; aside?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <div className={classes.layout}>
      <div className={classes.side} data-testid="checkout-summary" data-folded={open ? undefined : ''}>
        <UnstyledButton className={classes.toggle} aria-expanded={open} aria-controls={contentId} onClick={() => setOpen((current) => !current)}>
          <span>{open ? 'Hide order summary' : 'Show order summary'}</span>
          <IconChevronDown size={18} aria-hidden className={classes.chevron} />
          <span className={classes.toggleTotal}>{total}</span>
        </UnstyledButton>
        <div id={contentId} className={classes.summary}>
          {summary}
        </div>
        <TrustSignals className={classes.trust} />
        {aside && <div className={classes.aside}>{aside}</div>}
      </div>
      <div className={classes.main}>{children}</div>
      {/* The end of the step's page: until it has arrived, the trust block and what a step adds wait (the stylesheet). */}
      <div className={classes.end} />
    </div>
  );
}
