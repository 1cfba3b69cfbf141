import { execFileSync } from 'node:child_process';
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

/** The npm package whose Chromium the lock file pins (one browser for every machine that runs the tests). */
export const PINNED_PACKAGE = '@sparticuz/chromium';

export interface ChromiumChoice {
  /** Where the executable comes from: the `CHROME_PATH` variable or the pinned npm package. */
  source: 'CHROME_PATH' | typeof PINNED_PACKAGE;
  /** The executable, or undefined for the pinned package (its path is known once it is unpacked). */
  path?: string;
}

/** Which Chromium the browser tests and `npm run perf` use: the one `CHROME_PATH` names, else the Chromium pinned
 * in the lock file. A Chromium installed on the machine (e.g. Debian's /usr/bin/chromium) is never picked on its
 * own: another version prints other console messages and measures other numbers. */
export function chooseChromium(
  env: Record<string, string | undefined>,
  platform: { os: string; arch: string; exists: (path: string) => boolean },
): ChromiumChoice {
  const configured = env.CHROME_PATH?.trim();
  if (configured) {
    if (!platform.exists(configured)) throw new Error(`CHROME_PATH points to ${configured}, which does not exist.`);
    return { source: 'CHROME_PATH', path: configured };
  }
  if (platform.os !== 'linux' || platform.arch !== 'x64') {
    throw new Error(`The pinned Chromium (${PINNED_PACKAGE}) runs on Linux x64 only; on ${platform.os} ${platform.arch} set CHROME_PATH to a Chromium or Chrome executable.`);
  }
  return { source: PINNED_PACKAGE };
}

/** Reads "Chromium 147.0.7727.0" (or "Google Chrome …") from the executable itself. */
export function chromiumVersion(path: string): string {
  try {
    const printed = execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 20_000 });
    return /(\d+\.\d+\.\d+\.\d+)/.exec(printed)?.[1] ?? (printed.trim() || 'unknown version');
  } catch {
    return 'unknown version';
  }
}

/** One line naming the browser that runs: `npm test`'s summary picks it up from the browser tests' output. */
export const describeChromium = (browser: { source: string; path: string; version: string }): string =>
  `Chromium ${browser.version} from ${browser.source}: ${browser.path}`;

/** Resolves the chosen Chromium to an executable (unpacking the pinned one on first use) and its version. */
export async function resolveChromium(env: NodeJS.ProcessEnv = process.env): Promise<{ path: string; source: string; version: string }> {
  const choice = chooseChromium(env, { os: process.platform, arch: process.arch, exists: existsSync });
  let path = choice.path;
  if (path === undefined) {
    const { default: pinned } = await import('@sparticuz/chromium');
    path = await pinned.executablePath();
  }
  return { path, source: choice.source, version: chromiumVersion(path) };
}
