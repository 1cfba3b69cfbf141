import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { RecommendationAuth } from '../app/server-context';
import { recommendationErrors } from './recommendation-errors';

/**
 * Every recommendation call carries `header: { username, password }` in its JSON body. Checked before anything
 * else in the body, so a caller without credentials learns nothing about the body rules (401, never 400).
 */
export function requireRecommendationAuth(auth: RecommendationAuth): RequestHandler {
  return (req, _res, next) => {
    next(hasValidHeader(req.body, auth) ? undefined : recommendationErrors.invalidCredentials());
  };
}

function hasValidHeader(body: unknown, auth: RecommendationAuth): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const header: unknown = (body as { header?: unknown }).header;
  if (typeof header !== 'object' || header === null) return false;
  const { username, password } = header as { username?: unknown; password?: unknown };
  // Both compared in full and in constant time: the answer must not tell which one, or how much of it, was wrong.
  const usernameMatches = sameSecret(username, auth.username);
  const passwordMatches = sameSecret(password, auth.password);
  return usernameMatches && passwordMatches;
}

function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
