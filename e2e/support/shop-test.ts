import { test as base, expect } from '@playwright/test';

/** Every journey fails on a console error or an uncaught page error, and starts from a fresh backend. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page, request }, use) => {
      await request.post(`http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 3101}/__control/reset`);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors during the journey').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
