import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isRefusal, readRequestTarget, spellPath } from './request-target';

/**
 * The storefront server's forwarding of the browser's backend paths (`/rest`, `/graphql`, `/media`, the payment
 * providers, the chat): the one place where a request from the internet is turned into a request to a backend, so
 * everything a request says is checked before anything is sent.
 * - The path is read once (`readRequestTarget`): a dot segment, an escaped separator, a double escape or an
 *   absolute-form target is refused, never resolved, and what goes on is the canonical spelling of the segments
 *   under the backend's configured address: no request reaches anything but the path it names under its mount.
 * - The connection goes to the configured address only; the request's own `Host` and target never choose it.
 * - Only the methods and the request headers each backend needs go on (no cookie, no forwarding headers); the
 *   answer comes back without hop-by-hop headers and without cookies of the backend's.
 * - The backend has a deadline to start answering and may not fall silent for long once it does; a shopper who
 *   leaves takes the backend request with them.
 */

/** One backend path of the shop. */
export interface ForwardedBackend {
  /** Its path on the shop (`/rest`). */
  readonly mount: string;
  /** Where it is forwarded: the path under the mount is appended (`http://store.example/rest`). */
  readonly target: string;
  /** The methods it is called with. */
  readonly methods: readonly string[];
  /** Request headers it needs besides `Accept`, `Accept-Encoding`, `Accept-Language`, `Content-Type`, `Content-Length` and the conditional ones. */
  readonly headers?: readonly string[];
  /** The largest request body it takes. */
  readonly maxBodyBytes: number;
  /** The dialect of its error answers. */
  readonly errors: 'magento' | 'graphql';
  /** The calls under the mount that go on, as `METHOD /path` (all when absent), e.g. a shopper's calls of the chat
   * provider only. */
  readonly calls?: readonly RegExp[];
  /** How long an answer may fall silent between two pieces (an event stream sends a heartbeat more often). */
  readonly idleMs?: number;
  /** The backend counts its clients (the chat provider limits openings per client): it is told the address the
   * request came from, as `X-Forwarded-For`, in place of whatever the request said. */
  readonly tellsClientAddress?: boolean;
  /** Its calls are signed with the shopper's session (the store: the customer's token as the bearer header). */
  readonly signedWithSession?: boolean;
}

/** What a request may be refused for before it is forwarded (a write from another site). */
export type ForwardingCheck = (req: IncomingMessage, backend: ForwardedBackend) => { status: number; message: string } | null;

/** Headers added to the forwarded request from what the storefront server knows (the customer's token). */
export type ForwardingCredentials = (req: IncomingMessage, backend: ForwardedBackend) => Readonly<Record<string, string>>;

export interface ForwardingOptions {
  readonly backends: readonly ForwardedBackend[];
  /** How long a backend has to start answering (504 after). */
  readonly answerTimeoutMs?: number;
  /** How long an answer may fall silent, unless its backend says otherwise. */
  readonly idleTimeoutMs?: number;
  readonly check?: ForwardingCheck;
  readonly credentials?: ForwardingCredentials;
}

export const ANSWER_TIMEOUT_MS = 10_000;
export const IDLE_TIMEOUT_MS = 30_000;

/** Every request header that goes on, whatever the backend. */
const BASE_HEADERS = ['accept', 'accept-encoding', 'accept-language', 'content-type', 'content-length', 'if-none-match', 'if-modified-since'];

/** Headers that belong to one connection (RFC 9110 7.6.1), and the backend's cookies: the shop's session is its own. */
const DROPPED_ANSWER_HEADERS = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'set-cookie', 'set-cookie2']);

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD']);

type Next = (error?: unknown) => void;

/** An answer of the forwarder itself, in the backend's dialect, never stored. */
export function refuse(res: ServerResponse, backend: Pick<ForwardedBackend, 'errors'>, status: number, message: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = backend.errors === 'graphql' ? { errors: [{ message, extensions: { category: 'graphql' } }] } : { message, parameters: [] };
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'private, no-store', ...headers });
  res.end(text);
}

/** The backend whose mount the raw target starts with, in any spelling of the mount's name. */
const backendNamedBy = (raw: string, backends: readonly ForwardedBackend[]): ForwardedBackend | undefined => {
  const first = raw.split(/[/?]/)[1] ?? '';
  let name: string;
  try {
    name = decodeURIComponent(first);
  } catch {
    name = first;
  }
  return backends.find((backend) => backend.mount.slice(1).toLowerCase() === name.toLowerCase());
};

const connectionHeaders = (headers: IncomingHttpHeaders): Set<string> =>
  new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );

/** The request headers that go on: the backend's own list, nothing else. */
function forwardedHeaders(req: IncomingMessage, backend: ForwardedBackend, added: Readonly<Record<string, string>>): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const hopByHop = connectionHeaders(req.headers);
  for (const name of [...BASE_HEADERS, ...(backend.headers ?? [])]) {
    const value = req.headers[name];
    if (value !== undefined && !hopByHop.has(name)) headers[name] = value;
  }
  if (METHODS_WITHOUT_BODY.has(req.method ?? '')) delete headers['content-length'];
  for (const [name, value] of Object.entries(added)) headers[name.toLowerCase()] = value;
  if (backend.tellsClientAddress && req.socket.remoteAddress) headers['x-forwarded-for'] = req.socket.remoteAddress;
  return headers;
}

/** The answer's headers, without those of one connection and without cookies. */
function answerHeaders(answer: IncomingMessage): OutgoingHttpHeaders {
  const hopByHop = connectionHeaders(answer.headers);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || DROPPED_ANSWER_HEADERS.has(name) || hopByHop.has(name)) continue;
    headers[name] = value;
  }
  return headers;
}

/** A connect/express middleware: forwards the requests whose path is under one of `backends`' mounts, and passes
 * every other request on. */
export function backendForwarder(options: ForwardingOptions): (req: IncomingMessage, res: ServerResponse, next: Next) => void {
  const answerTimeoutMs = options.answerTimeoutMs ?? ANSWER_TIMEOUT_MS;
  const idleTimeoutMs = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;

  return (req, res, next) => {
    const raw = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
    const backend = backendNamedBy(raw, options.backends);
    if (!backend) return next();
    const target = readRequestTarget(raw);
    if (isRefusal(target)) return refuse(res, backend, 400, target.reason);
    const [mount, ...rest] = target.segments;
    // The mount in another case (`/REST`) is not the mount (escaped letters are: the path reads the same decoded).
    if (`/${mount}` !== backend.mount) return refuse(res, backend, 404, 'Request does not match any route.');
    if (rest.slice(0, -1).includes('')) return refuse(res, backend, 400, 'The address holds an empty segment.');
    const path = rest.length > 0 ? spellPath(rest) : '';
    const method = req.method ?? 'GET';
    if (!backend.methods.includes(method)) return refuse(res, backend, 405, 'The method is not allowed here.', { Allow: backend.methods.join(', ') });
    if (backend.calls && !backend.calls.some((allowed) => allowed.test(`${method} ${path}`))) return refuse(res, backend, 404, 'Request does not match any route.');
    const declared = Number(req.headers['content-length'] ?? 0);
    if (!METHODS_WITHOUT_BODY.has(method) && Number.isFinite(declared) && declared > backend.maxBodyBytes) {
      return refuse(res, backend, 413, `The body is larger than ${backend.maxBodyBytes} bytes.`);
    }
    const refusal = options.check?.(req, backend);
    if (refusal) return refuse(res, backend, refusal.status, refusal.message);

    const url = new URL(`${backend.target}${path}${target.search}`);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const headers = forwardedHeaders(req, backend, options.credentials?.(req, backend) ?? {});
    let answered = false;
    let idle: ReturnType<typeof setTimeout> | undefined;
    let upstream: ReturnType<typeof send>;
    try {
      upstream = send(url, { method, headers });
    } catch {
      // A header value Node will not send on (the parser let it in): refused like any unreadable request.
      return refuse(res, backend, 400, 'The request holds a header that cannot be forwarded.');
    }
    const stop = () => {
      clearTimeout(deadline);
      clearTimeout(idle);
      upstream.destroy();
    };
    const deadline = setTimeout(() => {
      stop();
      refuse(res, backend, 504, 'The backend did not answer in time.');
    }, answerTimeoutMs);
    // The shopper left before the answer was complete: nothing more is asked of the backend.
    res.on('close', () => {
      if (res.writableFinished) {
        clearTimeout(deadline);
        clearTimeout(idle);
      } else stop();
    });

    upstream.on('response', (answer) => {
      answered = true;
      clearTimeout(deadline);
      const silence = backend.idleMs ?? idleTimeoutMs;
      const restartIdle = () => {
        clearTimeout(idle);
        idle = setTimeout(() => {
          answer.destroy();
          res.destroy();
        }, silence);
      };
      restartIdle();
      answer.on('data', restartIdle);
      answer.on('end', () => clearTimeout(idle));
      answer.on('error', () => res.destroy());
      res.writeHead(answer.statusCode ?? 502, answerHeaders(answer));
      if (typeof res.flushHeaders === 'function' && /text\/event-stream/i.test(String(answer.headers['content-type'] ?? ''))) res.flushHeaders();
      answer.pipe(res);
    });
    upstream.on('error', () => {
      clearTimeout(deadline);
      if (!answered) refuse(res, backend, 502, 'The backend cannot be reached.');
      else res.destroy();
    });

    if (METHODS_WITHOUT_BODY.has(method)) {
      upstream.end();
      return;
    }
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > backend.maxBodyBytes) {
        if (upstream.destroyed) return;
        stop();
        // The rest of the body is not read: the connection closes once the refusal is out.
        res.once('finish', () => req.destroy());
        refuse(res, backend, 413, `The body is larger than ${backend.maxBodyBytes} bytes.`, { Connection: 'close' });
        return;
      }
      if (!upstream.destroyed) upstream.write(chunk);
    });
    req.on('end', () => {
      if (!upstream.destroyed) upstream.end();
    });
    req.on('error', stop);
  };
}
