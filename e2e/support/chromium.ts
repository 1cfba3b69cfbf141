import { existsSync } from 'node:fs';

/** Flags for a headless Chromium on a closed network (no sandbox as root, no background calls home). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

const SYSTEM_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** The browser for tests, in this order: CHROME_PATH, a system Chromium or Chrome, then the Chromium that ships
 * inside the @sparticuz/chromium npm package (so `npm ci && npm test` works on a machine with no browser). */
export async function resolveChromium(env: NodeJS.ProcessEnv = process.env): Promise<{ path: string; source: string }> {
  const configured = env.CHROME_PATH?.trim();
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROME_PATH points to ${configured}, which does not exist.`);
    return { path: configured, source: 'CHROME_PATH' };
  }
  const system = SYSTEM_BROWSERS.find((path) => existsSync(path));
  if (system) return { path: system, source: 'system' };
  const { default: packaged } = await import('@sparticuz/chromium');
  return { path: await packaged.executablePath(), source: '@sparticuz/chromium' };
}
