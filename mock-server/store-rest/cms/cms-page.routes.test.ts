import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { checkAnswersAgainstContracts } from '../../test/contract-answers';

checkAnswersAgainstContracts();

describe('GET /rest/V1/cmsPage/:pageId', () => {
  let mock: TestServer;
  beforeAll(async () => {
    mock = await startTestServer();
  });
  afterAll(() => mock.close());

  it.each([
    [4, 'privacy-policy', 'Privacy Policy', 'personal information'],
    [5, 'about', 'About Loupe', 'GIA'],
    [6, 'how-it-works', 'How it works', 'gemologist'],
    [7, 'terms-conditions', 'Terms & Conditions', '14 days'],
  ])('page %i is %s with its heading and HTML content', async (id, identifier, heading, phrase) => {
    const response = await fetch(`${mock.url}/rest/V1/cmsPage/${id}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as Record<string, unknown>;
    expect(page).toMatchObject({ id, identifier, title: heading, content_heading: heading, active: true, sort_order: '0' });
    expect(Object.keys(page)).toEqual([
      'id', 'identifier', 'title', 'page_layout', 'meta_title', 'meta_keywords', 'meta_description',
      'content_heading', 'content', 'creation_time', 'update_time', 'sort_order', 'active',
    ]);
    const content = String(page.content);
    expect(content).toMatch(/<h2>/);
    expect(content).toMatch(/<(ul|ol)>/);
    expect(content).toContain(phrase);
    expect(content).not.toMatch(/lorem|ipsum/i);
    expect(page.creation_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(String(page.update_time) >= String(page.creation_time)).toBe(true);
  });

  it('says truthfully what the pictures of a diamond are: illustrations drawn from its report, photos and videos only where the stone has them', async () => {
    const content = String(((await (await fetch(`${mock.url}/rest/V1/cmsPage/7`)).json()) as { content: string }).content);
    const pictures = /<li>[^<]*illustration[^<]*<\/li>/i.exec(content)?.[0] ?? '';
    expect(pictures).toMatch(/drawn from (?:its|the stone's) grading report/);
    expect(pictures).toContain('not a photo');
    expect(content).toMatch(/photos and videos[^<]*only where/i);
    expect(content).not.toMatch(/media are of the actual stone|photos, videos and 360° views are of the actual stone/i);
    expect(content).not.toMatch(/colour/i);
  });

  it.each(['999', 'abc', '4.5', '-4'])('an unknown page id "%s" answers Magento\'s 404 and nothing else', async (id) => {
    const response = await fetch(`${mock.url}/rest/V1/cmsPage/${id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'The CMS page with the "%1" ID doesn\'t exist.', parameters: [id] });
  });

  it.each(['/rest/default/V1/cmsPage/7', '/rest/all/V1/cmsPage/7'])('is also served under a store code: %s', async (path) => {
    const response = await fetch(`${mock.url}${path}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 7, identifier: 'terms-conditions' });
  });

  it.each([
    ['DELETE', '/rest/V1/cmsPage/4'],
    ['GET', '/rest/V1/nope'],
    ['GET', '/rest/V2/cmsPage/4'],
    ['GET', '/rest/other-store/V1/cmsPage/4'],
  ])('%s %s is not a route', async (method, path) => {
    const response = await fetch(`${mock.url}${path}`, { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Request does not match any route.', parameters: [] });
  });
});
