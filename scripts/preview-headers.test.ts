import type { UserConfig, UserConfigFnObject } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../vite.config';
import { contentSecurityPolicy } from './content-security-policy.mjs';

/** The production preview server's headers as vite.config.ts sets them (the browser test `e2e/security.spec.ts`
 * checks that the served page carries them). */
describe('vite preview', () => {
  const resolve = (env: Record<string, string>): UserConfig => {
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      return (viteConfig as UserConfigFnObject)({ mode: 'production', command: 'serve', isPreview: true });
    } finally {
      for (const key of Object.keys(env)) if (saved[key] === undefined) delete process.env[key];
      Object.assign(process.env, saved);
    }
  };

  it('serves the production build with its Content-Security-Policy and security headers', () => {
    const headers = resolve({}).preview?.headers ?? {};
    expect(Object.keys(headers).sort()).toEqual(['Content-Security-Policy', 'Referrer-Policy', 'X-Content-Type-Options', 'X-Frame-Options']);
    expect(headers['Content-Security-Policy']).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(headers['Content-Security-Policy']).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
    expect(headers).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin', 'X-Frame-Options': 'DENY' });
  });

  it('derives the policy from the VITE_* configuration the build reads', () => {
    const env = { VITE_STORE_URL: 'https://store.loupe.example', VITE_CARD_PROVIDER_URL: 'https://cards.example/hosted' };
    const policy = resolve(env).preview?.headers?.['Content-Security-Policy'];
    expect(policy).toContain("frame-src 'self' https://cards.example");
    expect(policy).toBe(contentSecurityPolicy({ ...env, RECOMMENDATION_URL: process.env.RECOMMENDATION_URL }));
  });
});
