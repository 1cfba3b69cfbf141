import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTempDir, postJson, startTestServer, storedContactMessages } from '../test/test-server';

describe('the mock server on a data file', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let dbFile: string;
  beforeEach(async () => {
    temp = await makeTempDir();
    dbFile = join(temp.dir, 'db.json');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await temp.remove();
  });

  it('keeps a contact message across a restart', async () => {
    const first = await startTestServer({ dbFile });
    const sent = await postJson(`${first.url}/rest/V1/contactus`, {
      contactForm: { name: 'Grace Hopper', email: 'grace@example.com', comment: 'Please send the certificate of diamond 8' },
    });
    expect(sent.status).toBe(200);
    await first.close();

    const second = await startTestServer({ dbFile });
    const again = await postJson(`${second.url}/rest/V1/contactus`, {
      contactForm: { name: 'Alan Turing', email: 'alan@example.com', comment: 'Second message' },
    });
    expect(again.status).toBe(200);
    await second.close();

    const messages = await storedContactMessages(dbFile);
    expect(messages.map((message) => message.name)).toEqual(['Grace Hopper', 'Alan Turing']);
    expect(messages.map((message) => (message as unknown as { id: number }).id)).toEqual([1, 2]);
  });

  it('moves a corrupt data file aside, logs it and serves freshly seeded data', async () => {
    await writeFile(dbFile, '{"_meta": {"formatVersion": 1, "seed": 42}, "cmsPages": [');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mock = await startTestServer({ dbFile });
    try {
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('db.json.corrupt-1'));
      expect((await readdir(temp.dir)).sort()).toEqual(['db.json', 'db.json.corrupt-1']);
      const page = await fetch(`${mock.url}/rest/V1/cmsPage/4`);
      expect(page.status).toBe(200);
      expect(JSON.parse(await readFile(dbFile, 'utf8'))).toMatchObject({ _meta: { seed: 42 }, contactMessages: [] });
    } finally {
      await mock.close();
    }
  });

  it('treats a file whose records have the wrong shape as corrupt', async () => {
    await writeFile(dbFile, JSON.stringify({ _meta: { formatVersion: 1, seed: 42 }, cmsPages: [{ id: 'four' }], contactMessages: [] }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mock = await startTestServer({ dbFile });
    await mock.close();
    expect((await readdir(temp.dir)).sort()).toEqual(['db.json', 'db.json.corrupt-1']);
  });

  it('seeds the collections an older data file lacks and keeps the rest of it', async () => {
    const message = { id: 1, name: 'Old', email: 'old@example.com', telephone: null, comment: 'kept', created_at: '2025-01-01 00:00:00' };
    await writeFile(dbFile, JSON.stringify({ _meta: { formatVersion: 1, seed: 42 }, contactMessages: [message] }));
    const mock = await startTestServer({ dbFile });
    try {
      expect((await fetch(`${mock.url}/rest/V1/cmsPage/6`)).status).toBe(200);
      const onDisk = JSON.parse(await readFile(dbFile, 'utf8')) as { cmsPages: unknown[]; contactMessages: unknown[] };
      expect(onDisk.cmsPages).toHaveLength(4);
      expect(onDisk.contactMessages).toEqual([message]);
    } finally {
      await mock.close();
    }
  });

  it('keeps the data of a file seeded with another seed, with a warning', async () => {
    const first = await startTestServer({ dbFile, seed: 7 });
    await first.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const second = await startTestServer({ dbFile, seed: 8 });
    await second.close();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SEED=7'));
    expect(JSON.parse(await readFile(dbFile, 'utf8'))).toMatchObject({ _meta: { seed: 7 } });
  });
});
