import { readStoredData as readDataAndJournal } from '../persistence/json-file-store';

/** A JSON answer, or `undefined` when the connection failed before the whole answer arrived (the server died). */
export type MaybeAnswer = { status: number; body: unknown } | undefined;

/**
 * One call of the store's REST API (`/rest/V1…`) that tolerates the server dying under it: a request whose answer
 * never arrived in full is not an acknowledged write, so it answers `undefined` instead of throwing. An answer that
 * did arrive is returned as it is, whatever its status, for the caller to judge.
 */
export async function tryCall(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<MaybeAnswer> {
  const headers: Record<string, string> = {};
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(`${baseUrl}/rest/V1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: response.status, body: (await response.json()) as unknown };
  } catch {
    return undefined;
  }
}

/** A call that must be answered: the server is up. */
export async function call(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: unknown }> {
  const answer = await tryCall(baseUrl, method, path, body, token);
  if (!answer) throw new Error(`${method} ${path}: no answer from ${baseUrl}`);
  return answer;
}

/** The parts of the data file the reliability tests read back. */
export interface StoredData {
  carts: { id: number; masked_id: string; is_active: boolean; items: { item_id: number; sku: string; qty: number; price: number }[] }[];
  customers: { id: number; email: string }[];
  contactMessages: { comment: string }[];
  orders: { entity_id: number; increment_id: string; customer_id: number | null }[];
}

/**
 * The data as the next start would load it: the data file, which must parse (else this throws, failing the test),
 * and the journal entries beside it.
 */
export async function readStoredData(dbFile: string): Promise<StoredData> {
  return (await readDataAndJournal(dbFile)) as StoredData;
}

/** Runs `task` over `items`, at most `limit` at a time. */
export async function inBatches<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++] as T);
    }),
  );
}
