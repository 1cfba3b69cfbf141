import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawHttpClient } from '../security/support/raw-http';
import type { RawHttpClient } from '../security/support/raw-http';
import { LEAK_PATTERN, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { magentoErrorFormat } from './error-format';
import type { ErrorFormat } from './error-format';
import { formatFor, requestPath } from './unreadable-requests';

/** What arrives on a raw connection, until the server closes it. */
function exchange(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
  });
}

function bodyOf(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;
}

describe('requests Node cannot read are answered in the mount’s error format', () => {
  let mock: TestServer;
  let http: RawHttpClient;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 10 });
    http = rawHttpClient(mock.url);
  });
  afterAll(async () => {
    http.close();
    await mock.close();
  });

  it('answers an address and headers over 16 KB on the store REST API with 431 and a Magento error', async () => {
    const answer = await http.send({ method: 'DELETE', path: `/rest/V1/guest-carts/${'a'.repeat(4_000)}/items/${'a'.repeat(4_000)}?${'a=1&'.repeat(1_200)}`, headers: { Authorization: `Bearer ${'a'.repeat(5_000)}` } });
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.text).not.toMatch(LEAK_PATTERN);
    expect(JSON.parse(answer.text)).toEqual({ message: 'The request line and headers are larger than %1 bytes.', parameters: ['16384'] });
  });

  it('answers the same on the GraphQL endpoint with a GraphQL error', async () => {
    const answer = await http.send({ method: 'GET', path: `/graphql?query=${'a'.repeat(17_000)}` });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.text)).toEqual({ errors: [{ message: 'The request line and headers are larger than 16384 bytes.', extensions: { category: 'graphql-input' } }] });
  });

  it('answers a request line that is not HTTP with 400 and a Magento error, and goes on answering', async () => {
    const answer = await exchange(mock.url, 'HELLO THERE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/);
    expect(bodyOf(answer)).toEqual({ message: 'The request is not valid HTTP.', parameters: [] });
    expect((await http.send({ method: 'GET', path: '/db/cmsPages' })).status).toBe(200);
  });

  it('answers a header line that is not HTTP on the GraphQL endpoint with a GraphQL error', async () => {
    const answer = await exchange(mock.url, 'POST /graphql HTTP/1.1\r\nHost: x\r\nnot a header\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual({ errors: [{ message: 'The request is not valid HTTP.', extensions: { category: 'graphql-input' } }] });
  });
});

describe('which mount’s dialect answers an unreadable request', () => {
  const named = (name: string): ErrorFormat => ({ ...magentoErrorFormat, bodyOf: () => name });
  const mounts = [
    { path: '/graphql', errors: named('graphql') },
    { path: '/media/rings', errors: named('rings') },
    { path: '/media', errors: named('media') },
  ];
  const dialect = (path: string) => formatFor(path, mounts).bodyOf(new Error() as never);

  it.each([
    ['/graphql', 'graphql'],
    ['/GraphQL?query=x', 'graphql'],
    ['/graphql/x', 'graphql'],
    ['/media/rings/1.jpg', 'rings'],
    ['/media/diamond.svg', 'media'],
  ])('%s: the %s mount, as express matches it', (path, expected) => {
    expect(dialect(path)).toBe(expected);
  });

  it.each(['/graphqlx', '/rest/V1/carts', '/'])('%s: Magento REST, the shop’s default', (path) => {
    expect(formatFor(path, mounts)).toBe(magentoErrorFormat);
  });

  it('reads the path from the request line the parser had, and / without one', () => {
    expect(requestPath(Buffer.from('POST /graphql?x=1 HTTP/1.1\r\nHost: x\r\n'))).toBe('/graphql?x=1');
    expect(requestPath(Buffer.from('GET /rest/V1/'))).toBe('/rest/V1/');
    expect(requestPath(Buffer.from('HELLO THERE\r\n'))).toBe('/');
    expect(requestPath(undefined)).toBe('/');
  });
});
