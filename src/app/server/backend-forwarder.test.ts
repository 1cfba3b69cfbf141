import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { backendForwarder, type ForwardedBackend, type ForwardingOptions } from './backend-forwarder';
import { sessionForwarding } from './session-forwarding';

interface Seen {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

interface Harness {
  readonly shopPort: number;
  readonly seen: Seen[];
  /** Connections the backend holds open right now. */
  readonly openToBackend: () => number;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  })));
});

const listen = (server: Server): Promise<number> =>
  new Promise((resolve) => {
    servers.push(server);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

type BackendHandler = (req: IncomingMessage, res: ServerResponse) => void;
const answerJson: BackendHandler = (_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'PHPSESSID=backend', 'X-Backend': 'yes', Connection: 'keep-alive, X-Backend-Hop', 'X-Backend-Hop': 'hop' });
  res.end('{"ok":true}');
};

/** A backend recording what reaches it, and the shop's forwarding in front of it (anything not forwarded answers
 * 'page'). */
async function harness(handler: BackendHandler = answerJson, options: Partial<ForwardingOptions> = {}, backends?: (origin: string) => ForwardedBackend[]): Promise<Harness> {
  const seen: Seen[] = [];
  const sockets = new Set<Socket>();
  const backend = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body }));
    handler(req, res);
  });
  backend.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const backendOrigin = `http://127.0.0.1:${await listen(backend)}`;
  const forward = backendForwarder({
    backends: backends?.(backendOrigin) ?? [
      { mount: '/rest', target: `${backendOrigin}/rest`, methods: ['GET', 'POST', 'PUT', 'DELETE'], maxBodyBytes: 1024, errors: 'magento', signedWithSession: true },
      { mount: '/graphql', target: `${backendOrigin}/graphql`, methods: ['GET', 'POST'], maxBodyBytes: 1024, errors: 'graphql', signedWithSession: true },
      { mount: '/media', target: `${backendOrigin}/media`, methods: ['GET', 'HEAD'], headers: ['range'], maxBodyBytes: 0, errors: 'magento' },
      { mount: '/chat', target: `${backendOrigin}/chat`, methods: ['GET', 'POST'], headers: ['last-event-id'], maxBodyBytes: 1024, errors: 'magento', calls: [/^GET \/status$/, /^POST \/conversations$/, /^GET \/conversations\/[^/]+\/events$/], idleMs: 400, tellsClientAddress: true },
    ],
    answerTimeoutMs: 300,
    idleTimeoutMs: 300,
    ...sessionForwarding(() => 'http://shop.test'),
    ...options,
  });
  const shop = createServer((req, res) =>
    forward(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('page');
    }),
  );
  return { shopPort: await listen(shop), seen, openToBackend: () => sockets.size };
}

interface RawAnswer {
  readonly status: number;
  readonly head: string;
  readonly body: string;
  readonly ms: number;
}

/** Sends a request exactly as written (no client normalises its target) and reads the whole answer. */
const raw = (port: number, requestLine: string, headers: Record<string, string> = {}, body = ''): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const body = rest.join('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1] ?? 0), head, body: /transfer-encoding: chunked/i.test(head) ? unchunked(body) : body, ms: Date.now() - started });
    });
    const lines = [requestLine, 'Host: shop.test', 'Connection: close', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
    if (body && !('Transfer-Encoding' in headers)) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });

/** A chunked body's content (what arrived of it). */
function unchunked(body: string): string {
  let content = '';
  let rest = body;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd === -1) return content;
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!(size > 0)) return content;
    content += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the forwarding of the backend paths', () => {
  it('forwards a request under its mount to the configured backend, with the canonical spelling of its path', async () => {
    const { shopPort, seen } = await harness();
    const answer = await raw(shopPort, 'GET /rest/V1/guest-carts/ab%63/totals?x=1 HTTP/1.1');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('{"ok":true}');
    expect(seen).toMatchObject([{ method: 'GET', url: '/rest/V1/guest-carts/abc/totals?x=1' }]);
  });

  it.each([
    '/rest/%2e%2e/__control/mailbox',
    '/rest/../__control/mailbox',
    '/rest/%2E%2E/__control/mailbox',
    '/rest/.%2e/__control/mailbox',
    '/rest/%2e./db/customers',
    '/rest/V1/%2e%2e/%2e%2e/__control/mailbox',
    '/rest/..%2f__control/mailbox',
    '/rest/..%2F..%2F__control%2Fmailbox',
    '/rest/%252e%252e/__control/mailbox',
    '/rest/..%5c__control',
    '/rest/..\\__control/mailbox',
    '/rest/%c0%ae%c0%ae/__control/mailbox',
    '/rest/V1/cmsPage/7%00/../../__control',
    '/media/../db/customers',
    '/media/%2e%2e/__control/mailbox',
    '/graphql/%2e%2e/__control/mailbox',
    '/chat/%2e%2e/__control/mailbox',
    '/rest//V1/cmsPage/7',
  ])('refuses %s with a 400 in the backend’s dialect, and asks the backend nothing', async (path) => {
    const { shopPort, seen } = await harness();
    const answer = await raw(shopPort, `GET ${path} HTTP/1.1`);
    expect(answer.status).toBe(400);
    expect(answer.head).toMatch(/Cache-Control: private, no-store/i);
    expect(JSON.parse(answer.body)).toSatisfy((body: Record<string, unknown>) => 'message' in body || 'errors' in body);
    await sleep(20);
    expect(seen).toEqual([]);
  });

  it('passes an absolute-form target on to the shop’s own refusal, never connecting where it says', async () => {
    const { shopPort, seen } = await harness();
    for (const target of ['http://127.0.0.1:1/rest/V1/cmsPage/7', 'http://169.254.169.254/latest/meta-data/', '*']) {
      const answer = await raw(shopPort, `GET ${target} HTTP/1.1`);
      expect(answer.body).toBe('page');
    }
    expect(seen).toEqual([]);
  });

  it('connects to the configured backend only, whatever the request’s Host says', async () => {
    const { shopPort, seen } = await harness();
    await raw(shopPort, 'GET /rest/V1/cmsPage/7 HTTP/1.1', { 'X-Forwarded-Host': 'evil.example' });
    expect(seen[0]!.headers.host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(seen[0]!.headers['x-forwarded-host']).toBeUndefined();
  });

  it('forwards only the headers the backend needs: no cookie, no forwarding or hop-by-hop header', async () => {
    const { shopPort, seen } = await harness();
    await raw(shopPort, 'POST /rest/V1/carts/mine/items HTTP/1.1', {
      'Content-Type': 'application/json',
      Cookie: 'loupe_session=secret',
      'X-Forwarded-For': '10.0.0.1',
      'Proxy-Authorization': 'Basic x',
      'Keep-Alive': 'timeout=5',
      TE: 'trailers',
      'X-Internal': 'admin',
      Range: 'bytes=0-1',
    }, '{"a":1}');
    const headers = seen[0]!.headers;
    expect(seen[0]!.body).toBe('{"a":1}');
    expect(headers['content-type']).toBe('application/json');
    for (const name of ['cookie', 'x-forwarded-for', 'proxy-authorization', 'keep-alive', 'te', 'x-internal', 'range']) expect(headers[name], name).toBeUndefined();
  });

  it('tells a backend that counts its clients the address the request came from, never the address the request names', async () => {
    const { shopPort, seen } = await harness();
    await raw(shopPort, 'POST /chat/conversations HTTP/1.1', { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9' }, '{}');
    await raw(shopPort, 'GET /rest/V1/cmsPage/7 HTTP/1.1', { 'X-Forwarded-For': '203.0.113.9' });
    expect(seen.map((request) => request.headers['x-forwarded-for'])).toEqual(['127.0.0.1', undefined]);
  });

  it('gives each backend the headers it needs: a video’s range to the media, a token to the store only', async () => {
    const { shopPort, seen } = await harness();
    await raw(shopPort, 'GET /media/diamonds/round.webm HTTP/1.1', { Range: 'bytes=0-99', Authorization: 'Bearer t' });
    expect(seen[0]!.headers.range).toBe('bytes=0-99');
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('drops the backend’s cookies and the headers of its connection from the answer', async () => {
    const { shopPort } = await harness();
    const answer = await raw(shopPort, 'GET /rest/V1/cmsPage/7 HTTP/1.1');
    expect(answer.head).toMatch(/X-Backend: yes/i);
    expect(answer.head).not.toMatch(/Set-Cookie|X-Backend-Hop|Keep-Alive/i);
  });

  it('forwards only the methods each backend takes', async () => {
    const { shopPort, seen } = await harness();
    for (const [method, path] of [['TRACE', '/rest/V1/cmsPage/7'], ['PATCH', '/rest/V1/carts/mine'], ['DELETE', '/media/x.jpg'], ['PUT', '/graphql'], ['OPTIONS', '/rest/V1/cmsPage/7']] as const) {
      const answer = await raw(shopPort, `${method} ${path} HTTP/1.1`);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.head).toMatch(/Allow: /i);
    }
    expect(seen).toEqual([]);
  });

  it('forwards only the calls a backend lists: the chat’s shopper calls, not its console or listings', async () => {
    const { shopPort, seen } = await harness();
    for (const call of ['GET /chat/console', 'GET /chat/console/conversations', 'GET /chat/conversations', 'POST /chat/status', 'GET /chat/conversations/c1/messages/x'])
      expect((await raw(shopPort, `${call} HTTP/1.1`, {}, call.startsWith('POST') ? '{}' : '')).status, call).toBe(404);
    expect(seen).toEqual([]);
    expect((await raw(shopPort, 'GET /chat/status HTTP/1.1')).status).toBe(200);
    expect((await raw(shopPort, 'POST /chat/conversations HTTP/1.1', { 'Content-Type': 'application/json' }, '{}')).status).toBe(200);
  });

  it('reads the mount as the router reads a path: escaped letters are the mount, another case is not', async () => {
    const { shopPort, seen } = await harness();
    expect((await raw(shopPort, 'GET /REST/V1/cmsPage/7 HTTP/1.1')).status).toBe(404);
    expect(seen).toEqual([]);
    expect((await raw(shopPort, 'GET /%72est/V1/cmsPage/7 HTTP/1.1')).status).toBe(200);
    expect(seen.map((request) => request.url)).toEqual(['/rest/V1/cmsPage/7']);
  });

  it('refuses a body larger than the backend takes, declared or streamed', async () => {
    const { shopPort, seen } = await harness();
    expect((await raw(shopPort, 'POST /rest/V1/guest-carts HTTP/1.1', { 'Content-Type': 'application/json' }, 'x'.repeat(2000))).status).toBe(413);
    const chunk = 'x'.repeat(800);
    const chunked = `${chunk.length.toString(16)}\r\n${chunk}\r\n${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`;
    const streamed = await raw(shopPort, 'POST /rest/V1/guest-carts HTTP/1.1', { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, chunked);
    expect(streamed.status).toBe(413);
    await sleep(50);
    expect(seen.every((request) => request.body.length <= 1024)).toBe(true);
  });

  it('answers 504 in the backend’s dialect when the backend does not start answering in time, and drops the call', async () => {
    const { shopPort, openToBackend } = await harness(() => undefined);
    const rest = await raw(shopPort, 'GET /rest/V1/cmsPage/7 HTTP/1.1');
    expect(rest.status).toBe(504);
    expect(rest.ms).toBeLessThan(2_000);
    expect(JSON.parse(rest.body)).toEqual({ message: 'The backend did not answer in time.', parameters: [] });
    const graphql = await raw(shopPort, 'POST /graphql HTTP/1.1', { 'Content-Type': 'application/json' }, '{}');
    expect(JSON.parse(graphql.body)).toEqual({ errors: [{ message: 'The backend did not answer in time.', extensions: { category: 'graphql' } }] });
    await sleep(100);
    expect(openToBackend()).toBe(0);
  });

  it('answers 502 when the backend cannot be reached', async () => {
    const { shopPort } = await harness(answerJson, {}, () => [{ mount: '/rest', target: 'http://127.0.0.1:9/rest', methods: ['GET'], maxBodyBytes: 0, errors: 'magento' }]);
    const answer = await raw(shopPort, 'GET /rest/V1/cmsPage/7 HTTP/1.1');
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The backend cannot be reached.', parameters: [] });
  });

  it('ends an answer that falls silent', async () => {
    const { shopPort, openToBackend } = await harness((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('first part');
    });
    const answer = await raw(shopPort, 'GET /rest/V1/cmsPage/7 HTTP/1.1');
    expect(answer.body).toContain('first part');
    expect(answer.ms).toBeLessThan(2_000);
    await sleep(100);
    expect(openToBackend()).toBe(0);
  });

  it('drops the backend’s live stream when the shopper leaves: 100 streams opened and closed leave no connection open', async () => {
    // A hundred backend answers at once can take longer than the harness's 300 ms on a loaded machine: a stream that
    // timed out would answer 504 and close its backend connection, which is not what is tested here.
    const { shopPort, openToBackend } = await harness(
      (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.write(': connected\n\n');
        const beat = setInterval(() => res.write(': heartbeat\n\n'), 50);
        res.on('close', () => clearInterval(beat));
      },
      { answerTimeoutMs: 10_000 },
    );
    const clients = await Promise.all(
      Array.from({ length: 100 }, () =>
        new Promise<{ readonly socket: Socket; readonly head: string }>((resolve) => {
          const socket = connect(shopPort, '127.0.0.1');
          socket.once('data', (chunk: Buffer) => resolve({ socket, head: chunk.toString().split('\r\n')[0] ?? '' }));
          socket.write('GET /chat/conversations/c1/events HTTP/1.1\r\nHost: shop.test\r\nAccept: text/event-stream\r\n\r\n');
        }),
      ),
    );
    expect(new Set(clients.map((client) => client.head))).toEqual(new Set(['HTTP/1.1 200 OK']));
    expect(openToBackend()).toBe(100);
    for (const client of clients) client.socket.destroy();
    await expect.poll(openToBackend, { timeout: 2_000 }).toBe(0);
  });

  it('keeps a live stream open while it speaks', async () => {
    const { shopPort } = await harness((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      let beats = 0;
      const beat = setInterval(() => {
        res.write(`: heartbeat ${(beats += 1)}\n\n`);
        if (beats === 8) {
          clearInterval(beat);
          res.end();
        }
      }, 100);
    });
    const answer = await raw(shopPort, 'GET /chat/conversations/c1/events HTTP/1.1');
    expect(answer.body).toContain('heartbeat 8');
  });

  it('leaves every other path to the shop', async () => {
    const { shopPort, seen } = await harness();
    for (const path of ['/', '/restaurants', '/cart', '/__control/mailbox', '/db/customers']) expect((await raw(shopPort, `GET ${path} HTTP/1.1`)).body, path).toBe('page');
    expect(seen).toEqual([]);
  });

  it('signs the store’s calls with the customer’s token from its HttpOnly cookie, never with one the page sends', async () => {
    const { shopPort, seen } = await harness();
    const token = 'k2xbq9trw7m4zs1ud0pvyhg3ncl8fe5a';
    await raw(shopPort, 'GET /rest/V1/customers/me HTTP/1.1', { Cookie: `loupe_signed_in=1; loupe_customer=${token}` });
    await raw(shopPort, 'POST /graphql HTTP/1.1', { Cookie: `loupe_customer=${token}`, 'Content-Type': 'application/json' }, '{}');
    await raw(shopPort, 'GET /rest/V1/customers/me HTTP/1.1', { Authorization: 'Bearer stolen-token-from-elsewhere' });
    await raw(shopPort, 'GET /rest/V1/customers/me HTTP/1.1', { Cookie: 'loupe_customer=not a token' });
    expect(seen.map((request) => request.headers.authorization)).toEqual([`Bearer ${token}`, `Bearer ${token}`, undefined, undefined]);
    expect(seen.every((request) => request.headers.cookie === undefined)).toBe(true);
  });

  it('refuses (403) a change that comes from another site, whatever its cookies, and lets the shop’s own through', async () => {
    const { shopPort, seen } = await harness();
    const cookie = `loupe_customer=${'k'.repeat(32)}`;
    for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }, { Origin: 'null' }]) {
      const answer = await raw(shopPort, 'POST /rest/V1/carts/mine/items HTTP/1.1', { ...headers, Cookie: cookie, 'Content-Type': 'application/json' }, '{}');
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Requests from another site are refused.', parameters: [] });
    }
    expect((await raw(shopPort, 'DELETE /rest/V1/carts/mine/coupons HTTP/1.1', { Origin: 'https://evil.example' })).status).toBe(403);
    expect(seen).toEqual([]);
    // Reading is no change; the shop's own pages and a client that is not a browser pass.
    expect((await raw(shopPort, 'GET /rest/V1/carts/mine HTTP/1.1', { Origin: 'https://evil.example', Cookie: cookie })).status).toBe(200);
    expect((await raw(shopPort, 'POST /rest/V1/carts/mine/items HTTP/1.1', { Origin: 'http://shop.test', 'Sec-Fetch-Site': 'same-origin' }, '{}')).status).toBe(200);
    expect((await raw(shopPort, 'POST /rest/V1/guest-carts HTTP/1.1', {}, '{}')).status).toBe(200);
  });

  it('lets the shop refuse a request before it is forwarded, and add what only it knows', async () => {
    const { shopPort, seen } = await harness(answerJson, {
      check: (req) => (req.headers.origin === 'https://evil.example' ? { status: 403, message: 'Refused.' } : null),
      credentials: () => ({ Authorization: 'Bearer from-the-session' }),
    });
    expect((await raw(shopPort, 'POST /rest/V1/carts/mine HTTP/1.1', { Origin: 'https://evil.example' }, '{}')).status).toBe(403);
    expect(seen).toEqual([]);
    await raw(shopPort, 'POST /rest/V1/carts/mine HTTP/1.1', {}, '{}');
    expect(seen[0]!.headers.authorization).toBe('Bearer from-the-session');
  });
});
