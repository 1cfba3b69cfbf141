/**
 * The address a request came from: its connection's, or, when the connection is the storefront's server on this
 * machine (a loopback address), the one that server names in `X-Forwarded-For` (its forwarding replaces whatever the
 * browser sent with the browser's own connection address). A client elsewhere cannot name another address.
 */
export function clientAddressOf(remoteAddress: string | undefined, forwardedFor: string | undefined): string | undefined {
  const loopback = remoteAddress !== undefined && (/^127\./.test(remoteAddress) || /^::ffff:127\./i.test(remoteAddress) || remoteAddress === '::1');
  const named = forwardedFor?.split(',').pop()?.trim();
  return loopback && named ? named : remoteAddress;
}

/**
 * Who a client is, for counting its openings: the address its request came from. An IPv4-mapped IPv6 address counts
 * as the IPv4 address it maps, and an IPv6 client by its /64, since one subscriber usually holds a whole /64 and could
 * otherwise draw a fresh address for each opening.
 */
export function clientKey(remoteAddress: string | undefined): string {
  if (!remoteAddress) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(remoteAddress);
  if (mapped?.[1]) return mapped[1];
  if (!remoteAddress.includes(':')) return remoteAddress;
  const groups = ipv6Groups(remoteAddress);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : remoteAddress;
}

/** The eight 16-bit groups of an IPv6 address (zone dropped, `::` expanded, a trailing IPv4 part as two groups). */
function ipv6Groups(address: string): string[] | null {
  const [withoutZone = ''] = address.split('%');
  const halves = withoutZone.split('::');
  if (halves.length > 2) return null;
  const split = (part: string | undefined) =>
    (part ? part.split(':') : []).flatMap((group) => {
      if (!group.includes('.')) return [group];
      const bytes = group.split('.').map(Number);
      return [((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0), ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)].map((value) => value.toString(16));
    });
  const head = split(halves[0]);
  const tail = split(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => parseInt(group, 16).toString(16));
}

/**
 * A sliding window of openings per client: at most `limit` in any `windowMs`. What it remembers is bounded too: at
 * most `maxClients` clients, each with at most `limit` instants; a client whose window has passed is forgotten when
 * room is needed, and while every remembered client is still within its window a new one is refused rather than
 * remembered.
 */
export class OpeningThrottle {
  private readonly openings = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxClients: number,
  ) {}

  /** Counts one opening of the client at `at` (ms): null when it may open, else the whole seconds until it may. */
  take(client: string, at: number): number | null {
    const since = at - this.windowMs;
    const recent = (this.openings.get(client) ?? []).filter((instant) => instant > since);
    if (recent.length >= this.limit) {
      this.openings.set(client, recent);
      return Math.max(1, Math.ceil(((recent[0] ?? at) + this.windowMs - at) / 1000));
    }
    if (!this.openings.has(client) && this.openings.size >= this.maxClients) {
      this.forgetPassed(since);
      if (this.openings.size >= this.maxClients) return Math.ceil(this.windowMs / 1000);
    }
    recent.push(at);
    this.openings.set(client, recent);
    return null;
  }

  clear(): void {
    this.openings.clear();
  }

  private forgetPassed(since: number): void {
    for (const [client, instants] of this.openings) {
      if ((instants[instants.length - 1] ?? 0) <= since) this.openings.delete(client);
    }
  }
}
