/** The few HTTP calls the benchmarks make to set up their data: a JSON POST, a check that it answered 200, a cart. */
export function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

export async function expectOk(pending: Promise<Response>, what: string): Promise<unknown> {
  const response = await pending;
  const body = (await response.json()) as unknown;
  if (response.status !== 200) throw new Error(`${what}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export async function createCart(url: string): Promise<string> {
  return (await expectOk(fetch(`${url}/rest/V1/guest-carts`, { method: 'POST' }), 'a new guest cart')) as string;
}
