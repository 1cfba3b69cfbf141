import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAK_PATTERN, postRaw, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';

/** Every mount, known and unknown paths, with and without control routes: the same rules everywhere. */
const ROUTES = [
  '/rest/V1/contactus',
  '/rest/V1/nope',
  '/rest/default/V1/contactus',
  '/recommendation/recommendations/',
  '/graphql',
  '/card-provider/x',
  '/financing/x',
  '/__control/reset',
  '/db/cmsPages',
  '/db/contactMessages',
  '/totally/unknown',
  '/',
];

const isGraphql = (path: string) => path.startsWith('/graphql');

async function expectSafeError(response: Response, path: string, status: number, message: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const text = await response.text();
  expect(text).not.toMatch(LEAK_PATTERN);
  const body = JSON.parse(text) as unknown;
  if (isGraphql(path)) {
    expect(body).toEqual({ errors: [{ message, extensions: { category: 'graphql-input' } }] });
  } else {
    expect(body).toEqual({ message, parameters: expect.anything() });
    expect(Object.keys(body as object)).toEqual(['message', 'parameters']);
  }
}

describe.each([false, true])('request safety (control routes %s)', (control) => {
  let mock: TestServer;
  beforeAll(async () => {
    mock = await startTestServer({ control });
  });
  afterAll(() => mock.close());

  it.each(ROUTES)('broken JSON POSTed to %s answers 400 "Decoding error."', async (path) => {
    const response = await postRaw(`${mock.url}${path}`, '{"contactForm": {"name": "Ada",');
    await expectSafeError(response, path, 400, 'Decoding error.');
  });

  it.each(ROUTES)('a non-JSON body POSTed to %s answers 400 naming the media type', async (path) => {
    const response = await postRaw(`${mock.url}${path}`, 'hello', 'text/plain');
    const message = isGraphql(path)
      ? 'Server cannot understand Content-Type HTTP header media type text/plain'
      : 'Server cannot understand Content-Type HTTP header media type %1';
    await expectSafeError(response, path, 400, message);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('broken JSON sent with %s to an unknown path answers 400', async (method) => {
    const response = await fetch(`${mock.url}/rest/V1/carts/mine`, { method, headers: { 'Content-Type': 'application/json' }, body: '[' });
    await expectSafeError(response, '/rest', 400, 'Decoding error.');
  });

  it.each([
    '/rest/V1/nope',
    '/rest',
    '/recommendation/recommendations/',
    '/card-provider/v1/nothing',
    '/financing/checkout',
    '/__control/nothing',
    '/db',
    '/index.html',
    '/',
  ])('GET %s, which nothing serves, answers the JSON 404', async (path) => {
    const response = await fetch(`${mock.url}${path}`);
    await expectSafeError(response, path, 404, 'Request does not match any route.');
  });

  it('a path that cannot be decoded answers 400 without internals', async () => {
    const response = await fetch(`${mock.url}/rest/V1/cmsPage/%E0%A4%A`);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(LEAK_PATTERN);
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['message', 'parameters']);
  });

  it('does not announce Express', async () => {
    const response = await fetch(`${mock.url}/rest/V1/cmsPage/4`);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
