import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { READY_LINE, spawnCli, startCli } from '../test/cli-process';
import { makeTempDir, postJson } from '../test/test-server';

describe('npm run mock (mock-server/main.ts)', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  beforeAll(async () => {
    temp = await makeTempDir();
  });
  afterAll(() => temp.remove());

  it('prints one ready line with the real port and the mounts, serves, and stops cleanly on SIGTERM', async () => {
    const cli = await startCli({ MOCK_DB: join(temp.dir, 'db.json') });
    try {
      const response = await fetch(`${cli.url}/__control/health`);
      expect(await response.json()).toEqual({ ok: true });
      expect(cli.stdout().match(new RegExp(READY_LINE.source, 'gm'))).toHaveLength(1);
      expect(cli.stdout()).toMatch(/^Mounts: .*\/rest.*\/graphql.*\/recommendation.*\/card-provider.*\/financing.*\/__control/m);
      expect(Number(READY_LINE.exec(cli.stdout())?.[2])).toBeGreaterThan(0);
      // The random integration token is printed, and it opens the admin product routes.
      const token = /integration token \(admin REST routes\): ([a-z0-9]{32}) /.exec(cli.stdout())?.[1];
      expect((await fetch(`${cli.url}/rest/V1/products/fw-solitaire-er`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
      // So is the random chat console token, beside the console's address; it opens the console's routes.
      await vi.waitFor(() => expect(cli.stdout()).toContain('chat console token'));
      const consoleToken = /chat console token \(http:\/\/[^)]+\/chat\/console\): ([a-z0-9]{32}) /.exec(cli.stdout())?.[1];
      expect(consoleToken).not.toBe(token);
      expect((await fetch(`${cli.url}/chat/console/conversations`, { headers: { Authorization: `Bearer ${consoleToken}` } })).status).toBe(200);
    } finally {
      cli.child.kill('SIGTERM');
    }
    expect(await cli.exited).toEqual({ code: 0, signal: null });
  });

  it('keeps a configured chat console token out of its output', async () => {
    const cli = await startCli({ MOCK_DB: join(temp.dir, 'db.json'), MOCK_CHAT_CONSOLE_TOKEN: 'console-token-0123456789' });
    try {
      expect((await fetch(`${cli.url}/chat/console/conversations`, { headers: { Authorization: 'Bearer console-token-0123456789' } })).status).toBe(200);
      await vi.waitFor(() => expect(cli.stdout()).toContain('chat console token'));
      expect(cli.stdout()).not.toContain('console-token-0123456789');
    } finally {
      cli.child.kill('SIGTERM');
    }
    expect(await cli.exited).toEqual({ code: 0, signal: null });
  });

  it('stops cleanly on SIGINT', async () => {
    const cli = await startCli({ MOCK_DB: join(temp.dir, 'db.json') });
    cli.child.kill('SIGINT');
    expect(await cli.exited).toEqual({ code: 0, signal: null });
  });

  it('enables the control routes with MOCK_CONTROL=1', async () => {
    const cli = await startCli({ MOCK_DB: join(temp.dir, 'db.json'), MOCK_CONTROL: '1' });
    try {
      expect((await fetch(`${cli.url}/__control/reset`, { method: 'POST' })).status).toBe(200);
    } finally {
      cli.child.kill('SIGTERM');
      await cli.exited;
    }
  });

  // How soon it is ready is a figure of `npm run bench:api` (its first line), not of a test that a loaded machine fails.
  it('is ready with 100,000 diamonds, with the recommendation credentials of its environment', async () => {
    const cli = await startCli({
      MOCK_DB: join(temp.dir, 'db.json'),
      DIAMOND_COUNT: '100000',
      RECOMMENDATION_USERNAME: 'shop',
      RECOMMENDATION_PASSWORD: 's3cret',
    });
    try {
      const stone = (id: string) => `${cli.url}/recommendation/diamonds/${id}`;
      expect((await postJson(stone('100099999'), { header: { username: 'shop', password: 's3cret' } })).status).toBe(200);
      expect((await postJson(stone('100100000'), { header: { username: 'shop', password: 's3cret' } })).status).toBe(404);
      expect((await postJson(stone('100099999'), { header: { username: 'loupe', password: 'loupe-dev' } })).status).toBe(401);
    } finally {
      cli.child.kill('SIGTERM');
      await cli.exited;
    }
  });

  it('exits with code 2 and a clear message for an invalid number', async () => {
    const cli = spawnCli({ MOCK_PORT: 'three thousand', MOCK_DB: join(temp.dir, 'db.json') });
    expect(await cli.exited).toEqual({ code: 2, signal: null });
    expect(cli.stderr()).toContain('MOCK_PORT must be a whole number from 0 to 65535, got "three thousand"');
    expect(cli.stdout()).not.toMatch(READY_LINE);
  });

  it('exits with code 1 when the port is taken', async () => {
    const first = await startCli({ MOCK_DB: join(temp.dir, 'db.json') });
    try {
      const port = new URL(first.url).port;
      const second = spawnCli({ MOCK_PORT: port, MOCK_DB: join(temp.dir, 'other.json') });
      expect((await second.exited).code).toBe(1);
      expect(second.stderr()).toContain('could not start');
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  });
});
