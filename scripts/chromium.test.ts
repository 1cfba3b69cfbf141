import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseChromium, describeChromium, PINNED_PACKAGE, resolveChromium } from '../e2e/support/chromium';

/** Which browser the browser tests and `npm run perf` run (e2e/support/chromium.ts; product decision "Browser for
 * tests": the Chromium pinned in the lock file unless CHROME_PATH names another). */
describe('the browser for tests', () => {
  const linux = (installed: string[] = []) => ({ os: 'linux', arch: 'x64', exists: (path: string) => installed.includes(path) });
  const debianChromium = '/usr/bin/chromium';

  it('is the pinned Chromium even where a system Chromium or Chrome is installed', () => {
    const machine = linux([debianChromium, '/usr/bin/chromium-browser', '/usr/bin/google-chrome']);
    expect(chooseChromium({}, machine)).toEqual({ source: PINNED_PACKAGE });
    expect(chooseChromium({ CHROME_PATH: '  ' }, machine)).toEqual({ source: PINNED_PACKAGE });
  });

  it('is the one CHROME_PATH names, when it exists', () => {
    expect(chooseChromium({ CHROME_PATH: debianChromium }, linux([debianChromium]))).toEqual({ source: 'CHROME_PATH', path: debianChromium });
    expect(() => chooseChromium({ CHROME_PATH: '/opt/none/chrome' }, linux([debianChromium]))).toThrow('CHROME_PATH points to /opt/none/chrome, which does not exist.');
  });

  it('asks for CHROME_PATH where the pinned Chromium cannot run', () => {
    const mac = { os: 'darwin', arch: 'arm64', exists: () => true };
    expect(() => chooseChromium({}, mac)).toThrow(/Linux x64 only; on darwin arm64 set CHROME_PATH/);
    expect(chooseChromium({ CHROME_PATH: '/Applications/Chromium.app/Contents/MacOS/Chromium' }, mac).source).toBe('CHROME_PATH');
  });

  const folder = mkdtempSync(join(tmpdir(), 'loupe-chromium-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('names its source, path and version, read from the executable', async () => {
    const fake = join(folder, 'chromium');
    writeFileSync(fake, '#!/bin/sh\necho "Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)"\n');
    chmodSync(fake, 0o755);
    const browser = await resolveChromium({ CHROME_PATH: fake });
    expect(browser).toEqual({ source: 'CHROME_PATH', path: fake, version: '156.0.8078.79' });
    expect(describeChromium(browser)).toBe(`Chromium 156.0.8078.79 from CHROME_PATH: ${fake}`);
  });
});
