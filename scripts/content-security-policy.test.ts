import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/composition/config';
import { contentSecurityPolicy, securityHeaders } from './content-security-policy.mjs';

const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(policy.split('; ').map((directive) => {
    const [name = '', ...sources] = directive.split(' ');
    return [name, sources];
  }));

describe('the storefront Content-Security-Policy', () => {
  it('allows the shop its own origin only when every backend is relative (proxied)', () => {
    expect(directives(contentSecurityPolicy({}))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('never allows inline or evaluated scripts, plugins, or being framed', () => {
    const policy = directives(contentSecurityPolicy({ VITE_STORE_URL: 'https://store.example', VITE_CARD_PROVIDER_URL: 'https://cards.example/v1' }));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(Object.values(policy).flat()).not.toContain('*');
  });

  it('adds the origins of absolute backend URLs where the app uses them', () => {
    const policy = directives(
      contentSecurityPolicy({
        VITE_STORE_URL: 'https://store.loupe.example/',
        RECOMMENDATION_URL: 'https://reco.loupe.example/api/recommendation',
        VITE_CARD_PROVIDER_URL: 'https://cards.example:8443/hosted',
        VITE_FINANCING_URL: 'https://pay-later.example/financing',
      }),
    );
    // The recommendation service is called through the storefront's own route; its pictures may come from its origin.
    expect(policy['connect-src']).toEqual(["'self'", 'https://store.loupe.example', 'https://cards.example:8443', 'https://pay-later.example']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://cards.example:8443', 'https://pay-later.example']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://store.loupe.example', 'https://reco.loupe.example']);
  });

  it('reads the GraphQL URL the app reads, and ignores what is not an http(s) origin', () => {
    const policy = directives(contentSecurityPolicy({ VITE_GRAPHQL_URL: 'https://graph.example/graphql', VITE_FINANCING_URL: 'javascript:alert(1)', VITE_CARD_PROVIDER_URL: '/card-provider' }));
    expect(policy['connect-src']).toEqual(["'self'", 'https://graph.example']);
    expect(policy['frame-src']).toEqual(["'self'"]);
  });

  it("reads the backend URLs as the app's readConfig does", () => {
    const origin = (url: string) => (/^https?:\/\//.test(url) ? [new URL(url).origin] : []);
    const samples = [
      {},
      { VITE_STORE_URL: 'https://store.example///', VITE_GRAPHQL_URL: '  ' },
      { VITE_STORE_URL: ' https://store.example ', VITE_RECOMMENDATION_URL: 'http://10.0.0.5:8080/recommendation/', RECOMMENDATION_URL: 'http://10.0.0.5:8080/recommendation/' },
      { VITE_CARD_PROVIDER_URL: 'https://cards.example', VITE_FINANCING_URL: 'https://pay.example/', VITE_GRAPHQL_URL: 'https://graph.example/graphql' },
    ];
    for (const env of samples) {
      const config = readConfig(env);
      const policy = directives(contentSecurityPolicy(env));
      const distinct = (urls: string[]) => [...new Set(urls.flatMap(origin))];
      expect(policy['connect-src']).toEqual(["'self'", ...distinct([config.storeUrl, config.graphqlUrl, config.recommendationUrl, config.cardProviderUrl, config.financingUrl])]);
      expect(policy['frame-src']).toEqual(["'self'", ...distinct([config.cardProviderUrl, config.financingUrl])]);
    }
  });

  it("lets the server-rendered page's own inline scripts run by this response's nonce, and no other inline script", () => {
    const policy = directives(contentSecurityPolicy({}, { nonce: 'r4nd0m' }));
    expect(policy['script-src']).toEqual(["'self'", "'nonce-r4nd0m'"]);
    expect(directives(securityHeaders({}, { nonce: 'r4nd0m' })['Content-Security-Policy'])['script-src']).toEqual(["'self'", "'nonce-r4nd0m'"]);
  });

  it('comes with the other security headers', () => {
    expect(securityHeaders({})).toEqual({
      'Content-Security-Policy': contentSecurityPolicy({}),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
  });
});
