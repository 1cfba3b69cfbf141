import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILD_DIR = `dist-credentials-check-${process.pid}`;

/** Distinctive credentials, given to the build every way a build could pick them up: the server's own variables and
 * the `VITE_*` names a build compiles into the bundle. */
const SECRETS = {
  RECOMMENDATION_USERNAME: 'server-user-q7Jx2',
  RECOMMENDATION_PASSWORD: 'server-password-Zk41vQ',
  VITE_RECOMMENDATION_USERNAME: 'bundle-user-W3mp8',
  VITE_RECOMMENDATION_PASSWORD: 'bundle-password-Hd93Lr',
};

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The production build, as `npm run build` makes it, in a folder of its own, with the credentials configured. */
async function build(): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...SECRETS, BUILD_DIR };
  // The test runner's own variables would turn the build into a test configuration (vite.config.ts reads VITEST).
  for (const name of Object.keys(env)) if (name.startsWith('VITEST') || name === 'NODE_ENV' || name === 'TEST') delete env[name];
  await promisify(execFile)(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 });
}

describe('the files a production build serves to the browser', () => {
  beforeAll(build, 600_000);
  afterAll(() => rmSync(join(ROOT, BUILD_DIR), { recursive: true, force: true }));

  it('hold no credential of the recommendation service, whatever variable the build was given them in', () => {
    const served = filesUnder(join(ROOT, BUILD_DIR, 'client'));
    expect(served.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(10);
    const holding = served.flatMap((path) => {
      const content = readFileSync(path);
      return Object.entries(SECRETS)
        .filter(([, secret]) => content.includes(secret))
        .map(([name]) => `${relative(join(ROOT, BUILD_DIR), path)}: ${name}`);
    });
    expect(holding).toEqual([]);
  });
});
