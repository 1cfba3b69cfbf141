import type { CookieAccess, CookieOptions } from './cookie-access';

/** Cookies kept in memory, for tests and the features, which play the storefront's server and the browser at once. */
export class MemoryCookies implements CookieAccess {
  readonly keepsSecrets = true;
  readonly #values = new Map<string, { value: string; httpOnly: boolean; maxAgeSeconds: number }>();

  get(name: string): string | null {
    return this.#values.get(name)?.value ?? null;
  }

  set(name: string, value: string, { httpOnly = false, maxAgeSeconds }: CookieOptions): void {
    this.#values.set(name, { value, httpOnly, maxAgeSeconds });
  }

  remove(name: string): void {
    this.#values.delete(name);
  }

  /** How a cookie was kept, for tests. */
  describe(name: string): { value: string; httpOnly: boolean; maxAgeSeconds: number } | undefined {
    return this.#values.get(name);
  }
}
