import type { Request } from 'express';

/** The token of an `Authorization: Bearer …` header; undefined when the request carries none. */
export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer(?:\s+(.*))?$/i.exec((req.headers.authorization ?? '').trim());
  return match ? (match[1] ?? '').trim() : undefined;
}
