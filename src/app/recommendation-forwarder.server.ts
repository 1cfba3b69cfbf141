import { recommendationCallOf } from '../../contracts/recommendation/calls.schema';
import type { ServiceErrorWire } from '../../contracts/recommendation/error.schema';
import type { RecommendationCredentials } from '../composition/config';
import { BACKEND_DEADLINE_MS, deadlineSignal } from './server/backend-deadline';
import { isRefusal, readRequestTarget, spellPath } from './server/request-target';

/** The largest body the forwarder reads: a search, an edit or a pair of ids is well under a kilobyte. */
export const MAX_FORWARDED_BODY_BYTES = 16 * 1024;
/** How long the forwarder waits for the service before answering 504: the deadline of every backend call the server
 * makes for a request. */
export const RECOMMENDATION_TIMEOUT_MS = BACKEND_DEADLINE_MS;
/** The deepest nesting of a call's body: a search or an edit nests four levels. */
export const MAX_BODY_DEPTH = 32;

export interface RecommendationForwarding {
  /** The service's base address (`RECOMMENDATION_URL`). */
  readonly baseUrl: string;
  /** The auth header object of the storefront's configuration; without it the call goes on without one (and the
   * service refuses it). */
  readonly credentials?: RecommendationCredentials;
  readonly fetch: typeof fetch;
  readonly timeoutMs?: number;
}

/** An answer of the forwarder itself, in the service's own error format. */
const refusal = (status: number, message: string, headers: Record<string, string> = {}): Response =>
  Response.json({ message, parameters: [] } satisfies ServiceErrorWire, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

const isJson = (contentType: string | null): boolean => /^application\/json\s*(?:;|$)/i.test(contentType ?? '');

/** The body as text, or null when it is longer than the limit (read no further than that). */
async function boundedText(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('Content-Length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Whether a parsed JSON value nests deeper than `limit` (walked without recursion, so no depth overflows a stack). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}

/** Statuses whose answer has no body by definition. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * One call of the browser to the recommendation service, on its way through the storefront's server: `path` is the
 * call's path under the service's base address, as the browser wrote it (`recommendations/`, `diamonds/{id}`, …).
 * Only the service's known calls go on (a POST of a JSON object to one of its seven paths, at most
 * `MAX_FORWARDED_BODY_BYTES`); the body's `header` is replaced by the storefront's credentials; the service's
 * answer comes back as it was given (status and body). Everything else is refused with a 4xx, a service that cannot
 * be reached is a 502, one that does not answer in time a 504.
 */
export async function forwardRecommendationCall(request: Request, path: string, forwarding: RecommendationForwarding): Promise<Response> {
  // The call's path read once, as every forwarded path is: a dot segment or an escaped separator in a stone's id is
  // refused, and the service is asked for the canonical spelling of the path, never another one.
  const target = readRequestTarget(`/${path}`);
  if (isRefusal(target)) return refusal(400, target.reason);
  const call = spellPath(target.segments).slice(1);
  if (!recommendationCallOf(call)) return refusal(404, 'The recommendation service has no such call.');
  if (request.method !== 'POST') return refusal(405, 'The recommendation service is called with POST only.', { Allow: 'POST' });
  // A JSON body cannot be posted across origins without the browser asking first (and this route never allows it).
  if (!isJson(request.headers.get('Content-Type'))) return refusal(415, 'A recommendation call carries a JSON body.');
  const text = await boundedText(request, MAX_FORWARDED_BODY_BYTES);
  if (text === null) return refusal(413, `A recommendation call carries at most ${MAX_FORWARDED_BODY_BYTES} bytes.`);
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return refusal(400, 'The body of a recommendation call is not valid JSON.');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return refusal(400, 'The body of a recommendation call is a JSON object.');
  if (nestsDeeperThan(payload, MAX_BODY_DEPTH)) return refusal(400, `The body of a recommendation call nests more than ${MAX_BODY_DEPTH} levels.`);

  const { header: _sent, ...fields } = payload as Record<string, unknown>;
  const body = forwarding.credentials ? { header: forwarding.credentials, ...fields } : fields;
  let answer: Response;
  try {
    answer = await forwarding.fetch(`${forwarding.baseUrl}/${call}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: deadlineSignal(forwarding.timeoutMs ?? RECOMMENDATION_TIMEOUT_MS, request.signal),
    });
  } catch (error) {
    if (request.signal.aborted) return refusal(499, 'The browser left before the service answered.');
    if (error instanceof Error && error.name === 'TimeoutError') return refusal(504, 'The recommendation service did not answer in time.');
    return refusal(502, 'The recommendation service cannot be reached.');
  }
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  const contentType = answer.headers.get('Content-Type');
  if (contentType) headers['Content-Type'] = contentType;
  return new Response(NULL_BODY_STATUSES.has(answer.status) ? null : answer.body, { status: answer.status, headers });
}
