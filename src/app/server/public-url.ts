import type { Env } from '../../composition/config';

/**
 * The origin the shop is published at (`PUBLIC_URL`: `https://shop.example`), the only address the production server
 * writes into a page (canonical and social addresses, JSON-LD, the sitemap, robots.txt). Null when unset; an address
 * that is not a bare http(s) origin is refused at start rather than half-used.
 */
export function publicUrlOf(env: Env): string | null {
  const value = typeof env.PUBLIC_URL === 'string' ? env.PUBLIC_URL.trim() : '';
  if (value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL is not an address: ${JSON.stringify(value)}.`);
  }
  const bare = (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  if (!bare) throw new Error(`PUBLIC_URL names the shop's origin only (https://shop.example), not ${JSON.stringify(value)}.`);
  return url.origin;
}
