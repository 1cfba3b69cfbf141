import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** A port is an interface and the injection token of the same name (`Symbol.for('Name')`), alone in its
 * `*.port.ts` file: an adapter implements one file, a use case imports the ports it needs. */
function portFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return portFiles(path);
    return entry.name.endsWith('.port.ts') ? [path.split('\\').join('/')] : [];
  });
}

const tokensOf = (path: string) => [...readFileSync(path, 'utf8').matchAll(/Symbol\.for\('([^']+)'\)/g)].map((match) => match[1]);

describe('ports', () => {
  it.each(portFiles('src/application'))('%s declares one port', (path) => {
    expect(tokensOf(path)).toHaveLength(1);
  });
});
