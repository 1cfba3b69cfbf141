import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAK_PATTERN, postJson, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';

describe('/db: json-server, read-only, public collections only', () => {
  let mock: TestServer;
  beforeAll(async () => {
    mock = await startTestServer();
    // A private record that must never show through /db.
    const stored = await postJson(`${mock.url}/rest/V1/contactus`, {
      contactForm: { name: 'Secret Sender', email: 'secret@example.com', comment: 'private message' },
    });
    expect(stored.status).toBe(200);
  });
  afterAll(() => mock.close());

  it('lists the CMS pages with json-server queries', async () => {
    const all = (await (await fetch(`${mock.url}/db/cmsPages?_sort=id`)).json()) as { id: number }[];
    expect(all.map((page) => page.id)).toEqual([4, 5, 6, 7]);
    const page = await fetch(`${mock.url}/db/cmsPages?identifier=about`);
    expect(((await page.json()) as { id: number }[]).map((p) => p.id)).toEqual([5]);
    const limited = await fetch(`${mock.url}/db/cmsPages?_limit=2`);
    expect(limited.headers.get('x-total-count')).toBe('4');
  });

  it('serves one page and answers a missing one with a Magento 404', async () => {
    expect(await (await fetch(`${mock.url}/db/cmsPages/7`)).json()).toMatchObject({ id: 7, identifier: 'terms-conditions' });
    const missing = await fetch(`${mock.url}/db/cmsPages/999`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      message: 'No such entity with %fieldName = %fieldValue',
      parameters: { fieldName: 'id', fieldValue: '999' },
    });
  });

  it.each([
    ['POST', '/db/cmsPages'],
    ['PUT', '/db/cmsPages/4'],
    ['PATCH', '/db/cmsPages/4'],
    ['DELETE', '/db/cmsPages/4'],
  ])('%s %s answers 405 in Magento format and changes nothing', async (method, path) => {
    const response = await fetch(`${mock.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: method === 'DELETE' ? undefined : JSON.stringify({ id: 4, title: 'Hacked' }),
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({ message: 'The %1 method is not allowed on this resource.', parameters: [method] });
    const page = (await (await fetch(`${mock.url}/rest/V1/cmsPage/4`)).json()) as { title: string };
    expect(page.title).toBe('Privacy Policy');
  });

  it('ignores a method override header', async () => {
    const response = await fetch(`${mock.url}/db/cmsPages/4`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-HTTP-Method-Override': 'GET' },
      body: '{}',
    });
    expect(response.status).toBe(405);
  });

  it.each([
    ['GET', '/db/contactMessages'],
    ['GET', '/db/contactMessages/1'],
    ['POST', '/db/contactMessages'],
    ['GET', '/db/customers'],
    ['GET', '/db/db'],
    ['GET', '/db/_meta'],
    ['GET', '/db/cmsPages/4/contactMessages'],
  ])('%s %s is hidden: the same 404 as a path that does not exist', async (method, path) => {
    const response = await fetch(`${mock.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).not.toContain('Secret Sender');
    expect(JSON.parse(text)).toEqual({ message: 'Request does not match any route.', parameters: [] });
  });

  it('does not embed private collections', async () => {
    const text = await (await fetch(`${mock.url}/db/cmsPages?_embed=contactMessages&_expand=contactMessage`)).text();
    expect(text).not.toContain('Secret Sender');
    const full = await (await fetch(`${mock.url}/db/cmsPages?q=secret%20sender`)).json();
    expect(full).toEqual([]);
  });

  it('answers a query json-server cannot take with a Magento 400 instead of an exception inside json-server', async () => {
    for (const query of ['_sort=id&_sort=title', 'q[a]=1', '_page[x]=1', 'identifier[a]=1']) {
      const response = await fetch(`${mock.url}/db/cmsPages?${query}`);
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(text).not.toMatch(LEAK_PATTERN);
      expect(JSON.parse(text)).toEqual({ message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value: expect.any(String), fieldName: expect.any(String) } });
    }
  });

  it('matches a _like filter literally: no regular expression of the client is compiled', async () => {
    const about = (await (await fetch(`${mock.url}/db/cmsPages?identifier_like=ABOUT`)).json()) as { identifier: string }[];
    expect(about.map((page) => page.identifier)).toContain('about');
    expect(await (await fetch(`${mock.url}/db/cmsPages?identifier_like=.*`)).json()).toEqual([]);
    const broken = await fetch(`${mock.url}/db/cmsPages?identifier_like=items%5B`);
    expect({ status: broken.status, body: (await broken.json()) as unknown }).toEqual({ status: 200, body: [] });
  });
});
