/** How a cookie is kept: `httpOnly` ones only where secrets can be kept (the storefront's server). */
export interface CookieOptions {
  readonly httpOnly?: boolean;
  readonly maxAgeSeconds: number;
}

/**
 * The shopper's cookies, where the code runs: the storefront's server reads them from the request and sets them on its
 * answer; the browser reads and sets those that are not `HttpOnly`; tests keep them in memory.
 */
export interface CookieAccess {
  /** Whether `HttpOnly` cookies can be set here (never from a page's script). */
  readonly keepsSecrets: boolean;
  get(name: string): string | null;
  set(name: string, value: string, options: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'httpOnly'>): void;
}
