import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli } from '../test/cli-process';
import type { CliProcess } from '../test/cli-process';
import { makeTempDir, postJson } from '../test/test-server';

const ROUNDS = 6;
const WORKERS = 8;

describe('crash safety of the real CLI', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let running: CliProcess | undefined;
  beforeAll(async () => {
    temp = await makeTempDir();
  });
  afterAll(async () => {
    running?.child.kill('SIGKILL');
    await temp.remove();
  });

  it('keeps every contact message answered 200 through SIGKILLs at random moments', async () => {
    const dbFile = join(temp.dir, 'db.json');
    const acknowledged = new Set<string>();
    const unexpected: string[] = [];
    const killDelays: number[] = [];

    const expectAllAcknowledgedOnDisk = async () => {
      // Parsing must succeed whatever moment the kill hit: the file is only ever replaced by a rename.
      const data = JSON.parse(await readFile(dbFile, 'utf8')) as { contactMessages: { comment: string }[] };
      const stored = new Set(data.contactMessages.map((message) => message.comment));
      const lost = [...acknowledged].filter((comment) => !stored.has(comment));
      expect(lost, `lost after kills at ${killDelays.join(', ')} ms`).toEqual([]);
    };

    for (let round = 0; round < ROUNDS; round++) {
      running = await startCli({ MOCK_DB: dbFile });
      if (round > 0) await expectAllAcknowledgedOnDisk();
      const contactUs = `${running.url}/rest/V1/contactus`;
      let killed = false;
      const workers = Array.from({ length: WORKERS }, async (_, worker) => {
        for (let i = 0; !killed; i++) {
          const comment = `round ${round} worker ${worker} message ${i}`;
          let response: Response;
          try {
            response = await postJson(contactUs, { contactForm: { name: `Worker ${worker}`, email: 'crash@example.com', comment } });
          } catch {
            return; // the connection died with the server: that message was never acknowledged
          }
          if (response.status === 200) acknowledged.add(comment);
          else unexpected.push(`${response.status} ${await response.text()}`);
        }
      });
      const delay = 30 + Math.floor(Math.random() * 400);
      killDelays.push(delay);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running.child.kill('SIGKILL');
      expect((await running.exited).signal).toBe('SIGKILL');
      killed = true;
      await Promise.all(workers);
      await expectAllAcknowledgedOnDisk();
    }

    running = await startCli({ MOCK_DB: dbFile });
    await expectAllAcknowledgedOnDisk();
    // The restart removed unfinished temp files and found nothing corrupt to move aside.
    expect(await readdir(temp.dir)).toEqual(['db.json']);
    running.child.kill('SIGTERM');
    expect((await running.exited).code).toBe(0);

    expect(unexpected).toEqual([]);
    // The test proves something only if writes were really in flight.
    expect(acknowledged.size).toBeGreaterThan(ROUNDS * 10);
  });
});
