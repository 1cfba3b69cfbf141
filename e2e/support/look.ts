import type { Locator, Page } from '@playwright/test';

/** A box on screen, in CSS pixels of the viewport. */
export interface ScreenBox {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
  readonly height: number;
}

/** The bars that hold their place on screen now: fixed elements, and sticky ones stuck at their offset (a modal's
 * overlay and the tour's card are not bars and are left out). */
export const barsOnScreen = (page: Page): Promise<(ScreenBox & { name: string })[]> =>
  page.evaluate(() =>
    Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((element) => {
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        if (rect.height === 0 || style.display === 'none' || style.visibility === 'hidden') return false;
        if (element.closest('[role="dialog"], .mantine-Modal-root, [data-testid="error-banner"]')) return false;
        if (style.position === 'fixed') return rect.bottom > 0 && rect.top < window.innerHeight && rect.height < window.innerHeight / 2;
        if (style.position === 'sticky') return Math.abs(rect.top - parseFloat(style.top || '0')) < 1;
        return false;
      })
      // A bar's own fixed descendants are part of it.
      .filter((element, _index, all) => !all.some((other) => other !== element && other.contains(element)))
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return { name: `${element.tagName.toLowerCase()}${element.dataset.testid ? `[${element.dataset.testid}]` : ''}`, top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right, height: rect.height };
      }),
  );

/** The locator's box on screen, failing when it has none. */
export async function boxOf(locator: Locator): Promise<ScreenBox> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box on screen`);
  return { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width, height: box.height };
}

export const overlaps = (a: ScreenBox, b: ScreenBox): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
