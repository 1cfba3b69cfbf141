import { parse, serialize } from 'cookie';
import type { CookieAccess, CookieOptions } from './cookie-access';

/**
 * The cookies of one request on the storefront's server: read from its `Cookie` header, and what is set or removed
 * while it is answered goes out as `Set-Cookie` headers on its answer (`writeTo`). Every cookie is `SameSite=Lax`,
 * `Path=/`, and `Secure` when the shop is served over https.
 */
export class RequestCookies implements CookieAccess {
  readonly keepsSecrets = true;
  readonly #values: Map<string, string>;
  readonly #pending = new Map<string, string>();

  constructor(
    cookieHeader: string | null,
    private readonly secure: boolean,
  ) {
    this.#values = new Map(Object.entries(cookieHeader ? parse(cookieHeader) : {}).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])));
  }

  get(name: string): string | null {
    return this.#values.get(name) ?? null;
  }

  set(name: string, value: string, { httpOnly = false, maxAgeSeconds }: CookieOptions): void {
    this.#values.set(name, value);
    this.#pending.set(name, serialize(name, value, { httpOnly, maxAge: maxAgeSeconds, path: '/', sameSite: 'lax', secure: this.secure }));
  }

  remove(name: string, { httpOnly = false }: { httpOnly?: boolean } = {}): void {
    this.#values.delete(name);
    this.#pending.set(name, serialize(name, '', { httpOnly, maxAge: 0, expires: new Date(0), path: '/', sameSite: 'lax', secure: this.secure }));
  }

  /** The `Set-Cookie` values of what changed while the request was answered. */
  get changes(): readonly string[] {
    return [...this.#pending.values()];
  }
}
