import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, postJson, startTestServer, storedContactMessages } from '../test/test-server';
import type { TestServer } from '../test/test-server';

describe('/__control', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function start(control: boolean, dbFile: string | null = null): Promise<TestServer> {
    const mock = await startTestServer({ control, dbFile });
    cleanups.push(mock.close);
    return mock;
  }

  it.each([false, true])('GET /__control/health answers { ok: true } (control %s)', async (control) => {
    const mock = await start(control);
    const response = await fetch(`${mock.url}/__control/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('POST /__control/reset does not exist unless control is enabled', async () => {
    const mock = await start(false);
    const response = await fetch(`${mock.url}/__control/reset`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Request does not match any route.', parameters: [] });
  });

  it('POST /__control/reset restores the seeded data and persists it when enabled', async () => {
    const temp = await makeTempDir();
    cleanups.push(temp.remove);
    const dbFile = join(temp.dir, 'db.json');
    const mock = await start(true, dbFile);
    const sent = await postJson(`${mock.url}/rest/V1/contactus`, { contactForm: { name: 'Ada', email: 'ada@example.com', comment: 'Hello' } });
    expect(sent.status).toBe(200);
    expect(await storedContactMessages(dbFile)).toHaveLength(1);

    const reset = await fetch(`${mock.url}/__control/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ ok: true, seed: 42 });
    expect(await storedContactMessages(dbFile)).toEqual([]);
    const page = await fetch(`${mock.url}/rest/V1/cmsPage/4`);
    expect(page.status).toBe(200);
  });

  it('GET /__control/reset is not a route even when enabled', async () => {
    const mock = await start(true);
    expect((await fetch(`${mock.url}/__control/reset`)).status).toBe(404);
  });
});

describe('the mailbox', () => {
  it('lists the contact messages when control routes are on, and does not exist otherwise', async () => {
    const on = await startTestServer({ control: true });
    const off = await startTestServer({ control: false });
    try {
      const sent = await fetch(`${on.url}/rest/V1/contactus`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ contactForm: { name: 'Ada', email: 'ada@loupe.test', comment: 'Hello' } }),
      });
      expect(sent.status).toBe(200);
      const mailbox = (await (await fetch(`${on.url}/__control/mailbox`)).json()) as { contactMessages: { name: string; comment: string }[] };
      expect(mailbox.contactMessages.map((m) => [m.name, m.comment])).toEqual([['Ada', 'Hello']]);
      expect((await fetch(`${off.url}/__control/mailbox`)).status).toBe(404);
    } finally {
      await on.close();
      await off.close();
    }
  });
});

describe('PUT /__control/cms-pages/:pageId', () => {
  const put = (url: string, pageId: string, body: unknown) =>
    fetch(`${url}/__control/cms-pages/${pageId}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('replaces fields of a CMS page, served at once by the store; a reset restores the seeded page', async () => {
    const mock = await startTestServer({ control: true });
    try {
      const seeded = (await (await fetch(`${mock.url}/rest/V1/cmsPage/7`)).json()) as { content: string; title: string };
      const hostile = '<p>Terms</p><script>window.__pwned = 1</script>';
      const changed = await put(mock.url, '7', { content: hostile, content_heading: 'Changed' });
      expect(changed.status).toBe(200);
      expect(await changed.json()).toMatchObject({ id: 7, content: hostile, content_heading: 'Changed', title: seeded.title });
      expect(await (await fetch(`${mock.url}/rest/V1/cmsPage/7`)).json()).toMatchObject({ id: 7, content: hostile, content_heading: 'Changed' });

      expect((await fetch(`${mock.url}/__control/reset`, { method: 'POST' })).status).toBe(200);
      expect(await (await fetch(`${mock.url}/rest/V1/cmsPage/7`)).json()).toMatchObject({ content: seeded.content });
    } finally {
      await mock.close();
    }
  });

  it('answers 404 for an unknown page and 400 for a field of the wrong type, changing nothing', async () => {
    const mock = await startTestServer({ control: true });
    try {
      expect(await (await put(mock.url, '999', { content: 'x' })).json()).toEqual({ message: 'The CMS page with the "%1" ID doesn\'t exist.', parameters: ['999'] });
      const wrongType = await put(mock.url, '7', { content: ['x'] });
      expect(wrongType.status).toBe(400);
      expect(await (await fetch(`${mock.url}/rest/V1/cmsPage/7`)).json()).not.toMatchObject({ content: ['x'] });
    } finally {
      await mock.close();
    }
  });

  it('does not exist unless control is enabled', async () => {
    const mock = await startTestServer({ control: false });
    try {
      const answer = await put(mock.url, '7', { content: '<script>window.__pwned = 1</script>' });
      expect({ status: answer.status, body: (await answer.json()) as unknown }).toEqual({ status: 404, body: { message: 'Request does not match any route.', parameters: [] } });
      expect(await (await fetch(`${mock.url}/rest/V1/cmsPage/7`)).json()).not.toMatchObject({ content: expect.stringContaining('__pwned') });
    } finally {
      await mock.close();
    }
  });
});
