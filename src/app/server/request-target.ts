/**
 * The request target (the path and query of an HTTP request line), read once at the storefront's edge the way the
 * router reads it, so that the forwarding to the backends, the page's cache policy and the router all act on the
 * same path. Whatever cannot be read one way only is refused rather than guessed at: an absolute-form or `*` target,
 * a broken or double escape, a dot segment, a backslash or a control character.
 */

/** A request line longer than this is no address of the shop (Node's parser stops at 16 KB of line and headers). */
export const MAX_TARGET_LENGTH = 8 * 1024;

export interface RequestTarget {
  /** The path's segments, decoded (`/rest/V1/carts/mine` → `['rest', 'V1', 'carts', 'mine']`); a trailing slash is an
   * empty last segment, so that `/V1/guest-carts/` keeps it. */
  readonly segments: readonly string[];
  /** The query as it came, with its `?` (or empty). */
  readonly search: string;
}

export interface TargetRefusal {
  readonly status: 400;
  readonly reason: string;
}

export const isRefusal = (target: RequestTarget | TargetRefusal): target is TargetRefusal => 'reason' in target;

const refuse = (reason: string): TargetRefusal => ({ status: 400, reason });

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Reads a raw request target (`req.url` as Node gives it). */
export function readRequestTarget(raw: string): RequestTarget | TargetRefusal {
  if (raw.length > MAX_TARGET_LENGTH) return refuse('The address is too long.');
  // Origin-form only: an absolute-form target (`http://elsewhere/…`) or `*` names no page of the shop.
  if (!raw.startsWith('/')) return refuse('The request names no path of the shop.');
  if (raw.includes('#')) return refuse('A request carries no fragment.');
  const queryAt = raw.indexOf('?');
  const path = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const search = queryAt === -1 ? '' : raw.slice(queryAt);
  if (CONTROL.test(raw) || raw.includes(' ')) return refuse('The address holds a character no address may hold.');
  if (path.includes('\\')) return refuse('The address holds a backslash.');
  const segments: string[] = [];
  // The first segment is the empty text before the leading slash.
  for (const encoded of path.split('/').slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(encoded);
    } catch {
      return refuse('The address holds a broken escape.');
    }
    if (segment === '.' || segment === '..') return refuse('The address holds a dot segment.');
    if (segment.includes('/') || segment.includes('\\')) return refuse('The address holds an escaped separator.');
    // Decoded once, it must not decode again (`%252e%252e` is `%2e%2e` here: a server that decodes twice would
    // read `..`).
    if (segment.includes('%')) return refuse('The address holds a double escape.');
    if (CONTROL.test(segment)) return refuse('The address holds an escaped control character.');
    segments.push(segment);
  }
  return { segments, search };
}

/** The canonical spelling of decoded segments: each escaped as a path segment needs, nothing more. */
export const spellPath = (segments: readonly string[]): string =>
  `/${segments.map((segment) => encodeURIComponent(segment).replace(/%(3A|40|21|24|26|27|28|29|2A|2B|2C|3B|3D)/gi, (escape) => decodeURIComponent(escape))).join('/')}`;
