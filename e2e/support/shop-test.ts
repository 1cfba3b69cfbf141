import { test as base, expect } from '@playwright/test';

/** The browser logs every 4xx answer; a journey that provokes one on purpose (a declined card) names its status
 * with `expectHttpError(400)`, and only that status is forgiven. */
export const expectHttpError = (status: number): void => {
  test.info().annotations.push({ type: 'expected-http-error', description: String(status) });
};

const isExpectedHttpError = (text: string): boolean => {
  const status = /^Failed to load resource: the server responded with a status of (\d{3})/.exec(text)?.[1];
  return status !== undefined && test.info().annotations.some((note) => note.type === 'expected-http-error' && note.description === status);
};

/** Every journey fails on a console error or an uncaught page error, and starts from a fresh backend. */
export const test = base.extend<{ consoleErrors: string[] }>({
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
