/**
 * `npm run docs:features`: says where the features report is (`reports/features.html`, written by every `npm test`
 * and `npm run test:features`), running the features first when there is none yet.
 *   --rebuild   runs the features again first
 *   --open      also opens the report in the default browser (where the machine has one)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const REPORT = resolve('reports/features.html');
const args = process.argv.slice(2);

const written = () => existsSync(REPORT) && statSync(REPORT).size > 0;

if (!written() || args.includes('--rebuild')) {
  console.log(written() ? 'Running the features again…' : 'No features report yet: running the features…');
  spawnSync(process.execPath, ['--import', 'tsx', 'node_modules/@cucumber/cucumber/bin/cucumber.js'], { stdio: 'inherit' });
  if (!written()) {
    console.error('The features did not write a report (see above).');
    process.exit(1);
  }
}

/** The newest file the report depends on: a feature or a step changed after it was written. */
function newest(dir: string): { path: string; time: number } {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (found, entry) => {
      const path = join(dir, entry.name);
      const candidate = entry.isDirectory() ? newest(path) : { path, time: statSync(path).mtimeMs };
      return candidate.time > found.time ? candidate : found;
    },
    { path: '', time: 0 },
  );
}

const url = pathToFileURL(REPORT).href;
console.log(`The features report: ${relative(process.cwd(), REPORT)}`);
console.log(`Open it in a browser: ${url}`);
const changed = newest('features');
if (changed.time > statSync(REPORT).mtimeMs) {
  console.log(`${changed.path} changed after the report was written: \`npm run docs:features -- --rebuild\` runs the features again.`);
}

if (args.includes('--open')) {
  const [command, ...rest] = process.platform === 'darwin' ? ['open'] : process.platform === 'win32' ? ['cmd', '/c', 'start', '""'] : ['xdg-open'];
  const opener = spawn(command as string, [...rest, url], { stdio: 'ignore', detached: true });
  opener.on('error', () => console.log('No browser could be opened here; open the address above.'));
  opener.unref();
}
