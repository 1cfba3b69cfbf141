import { test as base, expect, type Page, type Response } from '@playwright/test';

/** The browser logs every 4xx answer; a journey that provokes one on purpose (a declined card) names its status
 * with `expectHttpError(400)`, and only that status is forgiven. */
export const expectHttpError = (status: number): void => {
  test.info().annotations.push({ type: 'expected-http-error', description: String(status) });
};

const isExpectedHttpError = (text: string): boolean => {
  const status = /^Failed to load resource: the server responded with a status of (\d{3})/.exec(text)?.[1];
  return status !== undefined && test.info().annotations.some((note) => note.type === 'expected-http-error' && note.description === status);
};

/** Waits until the shop's page has hydrated: before that the server's HTML is on screen but does not answer clicks. */
const waitForHydration = async (page: Page, response: Response | null): Promise<void> => {
  if (!response?.headers()['content-type']?.includes('text/html')) return;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
};

/** Every journey fails on a console error or an uncaught page error, and starts from a fresh backend. A page opened
 * or reloaded by the journey is used once it has hydrated, as a shopper would find it a moment after it appears
 * (unless the journey opens it with `waitUntil: 'commit'`). */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // A journey that asks only for the answer's first bytes takes the page as it comes: the server's HTML, before
      // the page's script runs (what a shopper on a slow phone taps).
      if (options?.waitUntil !== 'commit') await waitForHydration(page, response);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForHydration(page, response);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page, request }, use) => {
      await request.post(`http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 3101}/__control/reset`);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !isExpectedHttpError(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
