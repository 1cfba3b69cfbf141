import { Button, CloseButton, Group, Text } from '@mantine/core';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { GuidedTourModel } from '../../application/diamond/guided-tour.model';
import { useModel, useModelState } from '../rx/use-model';
import classes from './guided-tour.module.css';
import { placeTour, type TourPlacement } from './tour-placement';

/** Each step names the control it explains: the product page marks it `data-tour="{target}"`. */
const STEPS = [
  { title: 'Your diamond', text: 'This is the diamond we recommend for your search. Look at it from every side in the pictures.', target: 'media' },
  { title: 'Tune it', text: 'Use minus and plus on Price, Size and Quality to find the next best diamond in that direction.', target: 'tune' },
  { title: 'Change your mind', text: 'The arrows walk back and forward through the diamonds you have seen.', target: 'history' },
  { title: 'Compare', text: 'Choose two diamonds with Compare to see them side by side.', target: 'compare' },
  { title: 'Make it yours', text: 'Select diamond puts it in your bag; you can add a ring setting next.', target: 'select' },
] as const;

const MARGIN = 12;

/** The step's control on screen: the first one marked for it that the page displays (Select diamond is beside the
 * picture on a wide screen, in the bar on a phone). */
function targetOf(name: string): HTMLElement | null {
  const marked = Array.from(document.querySelectorAll<HTMLElement>(`[data-tour="${name}"]`));
  return marked.find((element) => element.getClientRects().length > 0) ?? null;
}

const pageBox = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return { top: rect.top + window.scrollY, left: rect.left + window.scrollX, width: rect.width, height: rect.height };
};

/** The first-visit tour of the detail page: five steps, shown until the shopper dismisses it. Each step's card sits
 * beside the control it explains, points at it and outlines it, and never covers the page's title; the page stays
 * usable around it. Rendered once the stone is on screen. */
export function GuidedTour() {
  const model = useModel(GuidedTourModel);
  const tour = useModelState(model);
  const step = STEPS[tour.step] ?? STEPS[0];
  const titleId = useId();
  const textId = useId();
  const card = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<(TourPlacement & { fixed: boolean }) | null>(null);

  const place = useCallback(() => {
    const element = card.current;
    if (!element) return;
    const target = targetOf(step.target);
    const size = { width: element.offsetWidth, height: element.offsetHeight };
    if (!target) {
      setPlacement(null);
      return;
    }
    // A control in a fixed bar stays where it is on screen: the card is fixed above it.
    const fixed = target.closest('[data-fixed-bar]') !== null && getComputedStyle(target.closest('[data-fixed-bar]')!).position === 'fixed';
    const box = fixed ? (({ top, left, width, height }) => ({ top, left, width, height }))(target.getBoundingClientRect()) : pageBox(target);
    const title = document.querySelector('[data-testid="diamond-title"]');
    // A bar's control keeps the card inside the window (nothing to scroll to); a control of the page, off the title.
    const avoid = fixed ? [{ top: window.innerHeight, left: 0, width: window.innerWidth, height: window.innerHeight }] : title ? [pageBox(title)] : [];
    setPlacement({ ...placeTour(box, size, { width: document.documentElement.clientWidth, margin: MARGIN, height: window.innerHeight }, avoid), fixed });
  }, [step.target]);

  // The control is outlined while its step is on screen.
  useEffect(() => {
    if (!tour.open) return;
    const target = targetOf(step.target);
    target?.setAttribute('data-tour-active', '');
    return () => target?.removeAttribute('data-tour-active');
  }, [tour.open, step.target]);

  useLayoutEffect(() => {
    if (!tour.open) return;
    place();
    window.addEventListener('resize', place);
    // The page's lower part arrives after the tour opens and moves nothing above it, but a font swap can.
    const settled = window.setTimeout(place, 600);
    return () => {
      window.removeEventListener('resize', place);
      window.clearTimeout(settled);
    };
  }, [tour.open, place]);

  // The card and its control are brought into view together, and the card takes the focus (a dialog of its own,
  // the page around it still usable).
  useEffect(() => {
    const element = card.current;
    if (!tour.open || !placement || !element) return;
    element.focus({ preventScroll: true });
    if (placement.fixed) return;
    // The window between the bars: the sticky header above (60 px from a tablet up), the fixed bar below.
    const bars = Array.from(document.querySelectorAll<HTMLElement>('[data-fixed-bar]')).map((bar) => ({ rect: bar.getBoundingClientRect(), position: getComputedStyle(bar).position }));
    const roomTop = Math.max(0, ...bars.filter(({ rect, position }) => position !== 'static' && position !== 'relative' && rect.top <= 0).map(({ rect }) => rect.bottom)) + MARGIN;
    const roomBottom = Math.min(window.innerHeight, ...bars.filter(({ rect, position }) => position === 'fixed' && rect.top > window.innerHeight / 2).map(({ rect }) => rect.top)) - MARGIN;
    const rect = element.getBoundingClientRect();
    const target = targetOf(step.target)?.getBoundingClientRect() ?? rect;
    // Both in view when they fit together; else the card whole, with as much of the control as fits.
    const top = Math.min(rect.top, target.top);
    const bottom = Math.max(rect.bottom, target.bottom);
    let delta = 0;
    if (bottom - top <= roomBottom - roomTop) {
      if (top < roomTop) delta = top - roomTop;
      else if (bottom > roomBottom) delta = bottom - roomBottom;
    } else delta = placement.side === 'below' ? rect.bottom - roomBottom : rect.top - roomTop;
    if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
  }, [tour.open, placement, step.target]);

  if (!tour.open || typeof document === 'undefined') return null;
  return createPortal(
    <div
      ref={card}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className={classes.card}
      data-side={placement?.side ?? 'center'}
      data-testid="guided-tour"
      data-target={step.target}
      style={placement ? { position: placement.fixed ? 'fixed' : 'absolute', top: placement.top, left: placement.left, ['--arrow' as string]: `${placement.arrow}px` } : undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') model.dismiss();
      }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text id={titleId} fw={600} className={classes.title}>
          {`${step.title} (${tour.step + 1} of ${tour.stepCount})`}
        </Text>
        <CloseButton aria-label="Close the tour" onClick={() => model.dismiss()} />
      </Group>
      <Text id={textId} mt={4}>
        {step.text}
      </Text>
      <Group justify="space-between" mt="md">
        <Button variant="subtle" onClick={() => model.dismiss()}>
          Skip the tour
        </Button>
        <Button onClick={() => model.next()}>{tour.last ? 'Done' : 'Next'}</Button>
      </Group>
    </div>,
    document.body,
  );
}
