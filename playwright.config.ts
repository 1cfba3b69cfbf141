import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_CHAT_CONSOLE_TOKEN } from './e2e/support/chat-console';
import { CHROMIUM_ARGS, describeChromium, resolveChromium } from './e2e/support/chromium';

/** The browser tests run the production build (the storefront's own server, rendering every page) against a fresh mock backend on ports of their own,
 * so they do not collide with a running `npm start`. */
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 3101);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4173);
const mockUrl = `http://127.0.0.1:${MOCK_PORT}`;
const webUrl = `http://127.0.0.1:${WEB_PORT}`;
/** The production build to serve (`BUILD_DIR=… react-router build` lets two builds live side by side). */
const DIST = process.env.E2E_DIST ?? 'dist';

const browser = await resolveChromium();
if (!process.env.PLAYWRIGHT_BROWSER_ANNOUNCED) {
  process.env.PLAYWRIGHT_BROWSER_ANNOUNCED = '1';
  console.log(`Browser tests use ${describeChromium(browser)}`);
}

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Each shard of `npm test` keeps its own (`scripts/test-all.mjs`): a run starts by emptying it.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  use: {
    baseURL: webUrl,
    headless: true,
    launchOptions: { executablePath: browser.path, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: [
    {
      command: 'node --import tsx mock-server/main.ts',
      url: `${mockUrl}/rest/V1/cmsPage/7`,
      env: {
        MOCK_PORT: String(MOCK_PORT),
        MOCK_DB: join(tmpdir(), `loupe-e2e-${process.pid}.json`),
        MOCK_CONTROL: '1',
        DIAMOND_COUNT: process.env.E2E_DIAMOND_COUNT ?? '20000',
        STOREFRONT_ORIGIN: webUrl,
        MOCK_CHAT_CONSOLE_TOKEN: E2E_CHAT_CONSOLE_TOKEN,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/serve.mjs',
      url: webUrl,
      env: { MOCK_URL: mockUrl, CHAT_URL: `${mockUrl}/chat`, PUBLIC_URL: webUrl, BUILD_DIR: DIST, HOST: '127.0.0.1', PORT: String(WEB_PORT) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
