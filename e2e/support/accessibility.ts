import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules the shop is held to: WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Runs axe on the page as it is now and fails on any serious or critical violation, naming each rule, its help
 * text and the selectors of the elements that break it. `context` says which page or state was checked. */
export async function expectNoSeriousViolations(page: Page, context: string): Promise<void> {
  // A modal fading in or out is half transparent: check what stays on screen once the transitions have ended. A
  // transition starts a frame or two after its element mounts, so the page is looked at again after each wait until
  // two frames pass with nothing running.
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (let round = 0; round < 20; round++) {
      await nextFrame();
      await nextFrame();
      const running = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity && animation.playState !== 'finished');
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const report = blocking.map((violation) => {
    const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n\s*/g, ' ')}` : ''}`);
    return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${targets.join('\n')}`;
  });
  expect(blocking.length, `serious or critical accessibility violations on ${context}:\n${report.join('\n')}`).toBe(0);
}

/** An error message the shopper must hear: a live region (role alert or status, or aria-live) holds it, or it is
 * the description (aria-describedby or aria-errormessage) of a field marked aria-invalid. Returns what is wrong, or
 * null. Runs in the page. */
function errorAnnouncementProblem(element: Element): string | null {
  const text = element.textContent?.trim() ?? '';
  if (element.closest('[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])')) return null;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (!node.id) continue;
    const escaped = CSS.escape(node.id);
    const fields = Array.from(document.querySelectorAll(`[aria-describedby~="${escaped}"], [aria-errormessage~="${escaped}"]`));
    if (fields.length === 0) continue;
    const invalid = fields.filter((field) => field.getAttribute('aria-invalid') === 'true');
    return invalid.length > 0 ? null : `"${text}" describes ${fields.map((field) => field.tagName.toLowerCase()).join(', ')} not marked aria-invalid`;
  }
  return `"${text}" is neither in a live region nor the description of an invalid field`;
}

/** Every given error message is shown and announced (see errorAnnouncementProblem), and every field marked
 * aria-invalid is described by a message. */
export async function expectErrorsAnnounced(page: Page, messages: readonly (string | RegExp)[], context: string): Promise<void> {
  for (const message of messages) {
    const shown = page.getByText(message, { exact: typeof message === 'string' });
    await expect(shown.first(), `error "${message}" on ${context}`).toBeVisible();
    for (const element of await shown.all()) {
      const problem = await element.evaluate(errorAnnouncementProblem);
      expect(problem, `error announcement on ${context}`).toBeNull();
    }
  }
  const undescribed = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[aria-invalid="true"]'))
      .filter((field) => {
        const ids = `${field.getAttribute('aria-describedby') ?? ''} ${field.getAttribute('aria-errormessage') ?? ''}`.split(/\s+/).filter(Boolean);
        return !ids.some((id) => (document.getElementById(id)?.textContent ?? '').trim() !== '');
      })
      .map((field) => field.getAttribute('name') ?? field.id ?? field.tagName),
  );
  expect(undescribed, `fields marked invalid without a message on ${context}`).toEqual([]);
}
