import { describe, expect, it } from 'vitest';
import { configForOrigin, readConfig, readServerConfig } from './config';

describe('readConfig (the browser, at build time)', () => {
  it.each([
    [{}, { storeUrl: '', graphqlUrl: '/graphql', recommendationUrl: '/recommendation', cardProviderUrl: '/card-provider', financingUrl: '/financing', chatUrl: '/chat', ringPageSize: 9 }],
    [
      {
        VITE_STORE_URL: 'https://shop.example.com/',
        VITE_RING_PAGE_SIZE: '12',
      },
      {
        storeUrl: 'https://shop.example.com',
        graphqlUrl: 'https://shop.example.com/graphql',
        recommendationUrl: '/recommendation',
        cardProviderUrl: '/card-provider',
        financingUrl: '/financing',
        chatUrl: '/chat',
        ringPageSize: 12,
      },
    ],
    [{ VITE_STORE_URL: '   ', VITE_GRAPHQL_URL: 'https://gql.example.com/graphql' }, { storeUrl: '', graphqlUrl: 'https://gql.example.com/graphql', recommendationUrl: '/recommendation', cardProviderUrl: '/card-provider', financingUrl: '/financing', chatUrl: '/chat', ringPageSize: 9 }],
  ])('reads %j', (env, expected) => {
    expect(readConfig(env)).toEqual(expected);
  });

  it('reaches the recommendation service through the storefront, and never reads credentials, whatever the build sets', () => {
    const config = readConfig({ VITE_RECOMMENDATION_URL: 'https://reco.example.com/api', VITE_RECOMMENDATION_USERNAME: 'shop', VITE_RECOMMENDATION_PASSWORD: 's3cret' });
    expect(config.recommendationUrl).toBe('/recommendation');
    expect(config).not.toHaveProperty('recommendationCredentials');
    expect(JSON.stringify(config)).not.toContain('s3cret');
  });

  it.each([['0'], ['-3'], ['2.5'], ['many']])('keeps the default ring page size for %s', (size) => {
    expect(readConfig({ VITE_RING_PAGE_SIZE: size }).ringPageSize).toBe(9);
  });
});

describe('readServerConfig (the storefront server, at run time)', () => {
  it('reaches every backend directly, with the credentials of its own variables', () => {
    expect(
      readServerConfig({
        STORE_URL: 'https://store.example.com/',
        RECOMMENDATION_URL: 'https://reco.example.com/api/',
        RECOMMENDATION_USERNAME: 'shop',
        RECOMMENDATION_PASSWORD: 's3cret/ ',
        CARD_PROVIDER_URL: 'https://cards.example.com',
        FINANCING_URL: 'https://financing.example.com',
        CHAT_URL: 'https://chat.example.com',
        RING_PAGE_SIZE: '12',
      }),
    ).toEqual({
      storeUrl: 'https://store.example.com',
      graphqlUrl: 'https://store.example.com/graphql',
      recommendationUrl: 'https://reco.example.com/api',
      recommendationCredentials: { username: 'shop', password: 's3cret/ ' },
      cardProviderUrl: 'https://cards.example.com',
      financingUrl: 'https://financing.example.com',
      chatUrl: 'https://chat.example.com',
      ringPageSize: 12,
    });
  });

  it('falls back to the mock backend, and holds no credentials when none are configured (the build-time names do not count)', () => {
    expect(readServerConfig({ MOCK_URL: 'http://127.0.0.1:4000', VITE_RECOMMENDATION_USERNAME: 'shop', VITE_RECOMMENDATION_PASSWORD: 's3cret' })).toEqual({
      storeUrl: 'http://127.0.0.1:4000',
      graphqlUrl: 'http://127.0.0.1:4000/graphql',
      recommendationUrl: 'http://127.0.0.1:4000/recommendation',
      cardProviderUrl: 'http://127.0.0.1:4000/card-provider',
      financingUrl: 'http://127.0.0.1:4000/financing',
      chatUrl: 'http://127.0.0.1:4000/chat',
      ringPageSize: 9,
    });
  });
});

describe('configForOrigin', () => {
  it('puts every service on one origin for tests, signing in to the recommendation service when given credentials', () => {
    expect(configForOrigin('http://127.0.0.1:4000', { username: 'u', password: 'p' })).toEqual({
      storeUrl: 'http://127.0.0.1:4000',
      graphqlUrl: 'http://127.0.0.1:4000/graphql',
      recommendationUrl: 'http://127.0.0.1:4000/recommendation',
      recommendationCredentials: { username: 'u', password: 'p' },
      cardProviderUrl: 'http://127.0.0.1:4000/card-provider',
      financingUrl: 'http://127.0.0.1:4000/financing',
      chatUrl: 'http://127.0.0.1:4000/chat',
      ringPageSize: 9,
    });
    expect(configForOrigin('http://127.0.0.1:4000')).not.toHaveProperty('recommendationCredentials');
  });
});
