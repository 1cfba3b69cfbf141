import { Agent, request } from 'node:http';

export interface RawRequest {
  method: string;
  /** Sent exactly as given (no normalisation of `..`, `//` or %-escapes, unlike fetch). */
  path: string;
  headers?: Readonly<Record<string, string>>;
  body?: Uint8Array;
}

export interface RawAnswer {
  status: number;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  text: string;
}

/** How long one answer may take before the request counts as unanswered (a hung route fails the property). */
const NO_ANSWER_MS = 20_000;

/**
 * A keep-alive HTTP client for the fuzz tests: one pool of connections to the test server, paths sent verbatim so
 * that traversal attempts and odd escapes reach the server as they were generated.
 */
export function rawHttpClient(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const send = (req: RawRequest): Promise<RawAnswer> =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = { ...req.headers };
      if (req.body !== undefined) headers['Content-Length'] = req.body.byteLength;
      const outgoing = request({ agent, host: hostname, port, method: req.method, path: req.path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
      });
      outgoing.setTimeout(NO_ANSWER_MS, () => outgoing.destroy(new Error(`no answer within ${NO_ANSWER_MS} ms`)));
      outgoing.on('error', reject);
      outgoing.end(req.body === undefined ? undefined : Buffer.from(req.body));
    });
  return { send, close: () => agent.destroy() };
}

export type RawHttpClient = ReturnType<typeof rawHttpClient>;
