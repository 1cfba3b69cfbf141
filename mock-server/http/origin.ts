/** `http://localhost:5173/` → `http://localhost:5173`: browsers send the origin without a path. Anything but one
 * http(s) origin (a path, a query, a fragment, credentials, another scheme, no URL at all) is `null`. */
export function parseOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username) {
    return null;
  }
  return url.origin;
}
