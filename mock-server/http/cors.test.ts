import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';

const STOREFRONT = 'http://shop.loupe.test:5173';

describe('CORS', () => {
  let mock: TestServer;
  beforeAll(async () => {
    mock = await startTestServer({ storefrontOrigin: `${STOREFRONT}/` });
  });
  afterAll(() => mock.close());

  it('echoes the storefront origin, never *', async () => {
    const response = await fetch(`${mock.url}/rest/V1/cmsPage/4`, { headers: { Origin: STOREFRONT } });
    expect(response.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  it.each(['http://evil.example', 'http://localhost:5173', 'null'])('gives origin %s no allow-origin header', async (origin) => {
    const response = await fetch(`${mock.url}/rest/V1/cmsPage/4`, { headers: { Origin: origin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('also sets the header on errors, so the storefront can read Magento messages', async () => {
    const response = await fetch(`${mock.url}/rest/V1/cmsPage/999`, { headers: { Origin: STOREFRONT } });
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
  });

  it('answers the storefront preflight with the methods and headers it needs', async () => {
    const response = await fetch(`${mock.url}/rest/V1/carts/mine/items`, {
      method: 'OPTIONS',
      headers: { Origin: STOREFRONT, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
  });

  it('gives a preflight from another origin no permission', async () => {
    const response = await fetch(`${mock.url}/rest/V1/contactus`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-methods')).toBeNull();
  });
});
