/** A query string read the way PHP reads it: `a[b][0][c]=x` nests, the last of equal keys wins, `a[]=x` appends. */
export interface QueryTree {
  [key: string]: QueryTree | string;
}

/**
 * Parses the raw query string of a request URL (`?searchCriteria[filter_groups][0][filters][0][field]=sku&…`) into
 * a tree. Express's parser would turn indexes above 20 into object keys and stop nesting after five levels; this
 * one keeps every level and every index as a key, so a search criteria of any size reads the same.
 */
export function parseBracketQuery(url: string): QueryTree {
  const queryStart = url.indexOf('?');
  const root = emptyTree();
  if (queryStart < 0) return root;
  for (const pair of url.slice(queryStart + 1).split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawKey = equals < 0 ? pair : pair.slice(0, equals);
    const value = decode(equals < 0 ? '' : pair.slice(equals + 1));
    const path = keyPath(decode(rawKey));
    if (path) assign(root, path, value);
  }
  return root;
}

/** A child of the tree that is itself a tree, or undefined. */
export function subtree(tree: QueryTree | undefined, key: string): QueryTree | undefined {
  const child = tree?.[key];
  return typeof child === 'object' ? child : undefined;
}

/** The children of a tree in index order (PHP lists are maps; `0, 1, 10, 2` sort as numbers). */
export function listOf(tree: QueryTree | undefined): (QueryTree | string)[] {
  if (!tree) return [];
  return Object.keys(tree)
    .sort((a, b) => compareKeys(a, b))
    .map((key) => tree[key] as QueryTree | string);
}

function compareKeys(a: string, b: string): number {
  const numeric = /^\d+$/;
  if (numeric.test(a) && numeric.test(b)) return Number(a) - Number(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `a[b][]` → ['a', 'b', '']; a key whose brackets do not close is taken as it is, as PHP does. */
function keyPath(key: string): string[] | undefined {
  const open = key.indexOf('[');
  if (open <= 0) return key === '' ? undefined : [key];
  const path = [key.slice(0, open)];
  const rest = key.slice(open);
  const segment = /^\[([^\]]*)\]/;
  let remaining = rest;
  while (remaining.length > 0) {
    const match = segment.exec(remaining);
    if (!match) break;
    path.push(match[1] ?? '');
    remaining = remaining.slice(match[0].length);
  }
  return path;
}

function assign(root: QueryTree, path: readonly string[], value: string): void {
  let node = root;
  path.forEach((segment, index) => {
    const key = segment === '' ? String(nextIndex(node)) : segment;
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const child = node[key];
    if (typeof child === 'object') {
      node = child;
    } else {
      const created = emptyTree();
      node[key] = created;
      node = created;
    }
  });
}

/** A node without a prototype: a key such as `__proto__[polluted]=` names a child, never `Object.prototype`. */
function emptyTree(): QueryTree {
  return Object.create(null) as QueryTree;
}

function nextIndex(node: QueryTree): number {
  const indexes = Object.keys(node).filter((key) => /^\d+$/.test(key)).map(Number);
  return indexes.length === 0 ? 0 : Math.max(...indexes) + 1;
}

/** PHP's urldecode: `+` is a space; a broken escape is kept as written rather than failing the request. */
function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}
