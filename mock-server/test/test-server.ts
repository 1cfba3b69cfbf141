import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readStoredData } from '../persistence/json-file-store';
import { createMockServer } from '../server';
import type { MockServer, MockServerOptions } from '../server';

export interface TestServer {
  server: MockServer;
  url: string;
  close(): Promise<void>;
}

/** An in-process mock backend on a free port, in memory unless the test gives a data file. */
export async function startTestServer(options: MockServerOptions = {}): Promise<TestServer> {
  const server = await createMockServer({ dbFile: null, ...options });
  const { url } = await server.listen(0, '127.0.0.1');
  return { server, url, close: () => server.close() };
}

/** POSTs `body` as it is (a string is sent verbatim, so broken JSON stays broken). */
export function postRaw(url: string, body: string, contentType: string | null = 'application/json'): Promise<Response> {
  const headers: Record<string, string> = contentType === null ? {} : { 'Content-Type': contentType };
  // A Uint8Array carries no implicit Content-Type, unlike a string (text/plain).
  return fetch(url, { method: 'POST', headers, body: new TextEncoder().encode(body) });
}

export function postJson(url: string, body: unknown): Promise<Response> {
  return postRaw(url, JSON.stringify(body));
}

/** A fresh temp directory; call the returned remove() in afterEach/afterAll. */
export async function makeTempDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'loupe-mock-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export async function readJsonFile(path: string): Promise<unknown> {
  return JSON.parse(await readFile(path, 'utf8')) as unknown;
}

/** The stored contact messages of a data file, which no HTTP route reveals. */
export async function storedContactMessages(dbFile: string): Promise<{ name: string; email: string; comment: string; telephone: string | null }[]> {
  const data = (await readStoredData(dbFile)) as { contactMessages: { name: string; email: string; comment: string; telephone: string | null }[] };
  return data.contactMessages;
}

/** Text that would reveal internals in an error body: stack frames, exception names, HTML pages, file paths. */
export const LEAK_PATTERN = /\bat [\w.<>]+ \(|node_modules|SyntaxError|TypeError|Error:|<html|<pre|\.ts:\d|\.js:\d|trace/i;
