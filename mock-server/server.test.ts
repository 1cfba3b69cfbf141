import { describe, expect, it } from 'vitest';
import { createMockServer } from './server';
import { postJson } from './test/test-server';

describe('createMockServer', () => {
  it('listens on a free port and closes without waiting for idle keep-alive connections', async () => {
    const server = await createMockServer();
    const { port, url } = await server.listen(0, '127.0.0.1');
    expect(port).toBeGreaterThan(0);
    expect(url).toBe(`http://127.0.0.1:${port}`);
    expect((await fetch(`${url}/rest/V1/cmsPage/4`)).status).toBe(200);
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(fetch(`${url}/rest/V1/cmsPage/4`)).rejects.toThrow();
  });

  it('reports localhost in the URL by default', async () => {
    const server = await createMockServer();
    const { url, port } = await server.listen();
    try {
      expect(url).toBe(`http://localhost:${port}`);
      expect((await fetch(`${url}/__control/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('lets a request in flight finish before close() resolves', async () => {
    const server = await createMockServer();
    const { url } = await server.listen(0, '127.0.0.1');
    // close() comes once the server has the request: a fixed pause before it was not always enough on a loaded machine.
    const app = server.app as unknown as { handle: (...args: unknown[]) => unknown };
    const handle = app.handle.bind(app);
    const arrived = new Promise<void>((resolve) => {
      app.handle = (...args: unknown[]) => {
        resolve();
        return handle(...args);
      };
    });
    const answer = postJson(`${url}/rest/V1/contactus`, { contactForm: { name: 'A', email: 'a@example.com', comment: 'c' } });
    await arrived;
    await server.close();
    expect((await answer).status).toBe(200);
  });

  it('can be closed twice, and closed without ever listening', async () => {
    const server = await createMockServer();
    await server.listen(0, '127.0.0.1');
    await Promise.all([server.close(), server.close()]);
    const unused = await createMockServer();
    await unused.close();
  });

  it('refuses to listen twice', async () => {
    const server = await createMockServer();
    await server.listen(0, '127.0.0.1');
    await expect(server.listen(0, '127.0.0.1')).rejects.toThrow(/already listening/);
    await server.close();
  });

  it('exposes the express app for in-process use and names its mounts', async () => {
    const server = await createMockServer();
    expect(typeof server.app.use).toBe('function');
    expect(server.mounts.map((mount) => mount.path)).toEqual(['/rest', '/graphql', '/recommendation', '/media/rings', '/media', '/card-provider', '/financing', '/chat', '/__control', '/db']);
    // No token configured: a random one of Magento's shape, different for each server.
    expect(server.integrationToken).toMatch(/^[a-z0-9]{32}$/);
    expect(server.chatConsoleToken).toMatch(/^[a-z0-9]{32}$/);
    expect(server.chatConsoleToken).not.toBe(server.integrationToken);
    await server.close();
  });

  it.each([
    [{ seed: 1.5 }, /seed/],
    [{ diamondCount: -1 }, /diamondCount/],
    [{ diamondCount: 10_000_001 }, /diamondCount/],
    [{ storefrontOrigin: 'not a url' }, /storefrontOrigin/],
    [{ storefrontOrigin: 'http://localhost:5173/path' }, /storefrontOrigin/],
    [{ dbFile: '' }, /dbFile/],
    [{ recommendationAuth: { username: 'loupe', password: '' } }, /recommendationAuth/],
    [{ integrationToken: 'short' }, /integrationToken/],
    [{ integrationToken: 'has a space in it' }, /integrationToken/],
    [{ chatConsoleToken: 'short' }, /chatConsoleToken/],
  ])('rejects invalid options %j', async (options, message) => {
    await expect(createMockServer(options)).rejects.toThrow(message);
  });
});
