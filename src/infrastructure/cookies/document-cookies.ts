import { parse, serialize } from 'cookie';
import type { CookieAccess, CookieOptions } from './cookie-access';

/** The cookies a page's script may read and set (`document.cookie`): never the `HttpOnly` ones, which the storefront's
 * server keeps. Set with the server's attributes, so both write the same cookie. */
export class DocumentCookies implements CookieAccess {
  readonly keepsSecrets = false;

  constructor(private readonly document: Pick<Document, 'cookie' | 'location'>) {}

  get(name: string): string | null {
    return parse(this.document.cookie)[name] ?? null;
  }

  set(name: string, value: string, { httpOnly, maxAgeSeconds }: CookieOptions): void {
    if (httpOnly) throw new Error(`The ${name} cookie is kept by the storefront's server, never by the page.`);
    this.document.cookie = serialize(name, value, { maxAge: maxAgeSeconds, path: '/', sameSite: 'lax', secure: this.document.location.protocol === 'https:' });
  }

  remove(name: string, { httpOnly }: { httpOnly?: boolean } = {}): void {
    if (httpOnly) throw new Error(`The ${name} cookie is kept by the storefront's server, never by the page.`);
    this.document.cookie = serialize(name, '', { maxAge: 0, expires: new Date(0), path: '/', sameSite: 'lax', secure: this.document.location.protocol === 'https:' });
  }
}
