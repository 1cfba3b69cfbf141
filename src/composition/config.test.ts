import { describe, expect, it } from 'vitest';
import { configForOrigin, readConfig } from './config';

describe('readConfig', () => {
  it.each([
    [{}, { storeUrl: '', graphqlUrl: '/graphql', recommendationUrl: '/recommendation', recommendationCredentials: { username: '', password: '' }, cardProviderUrl: '/card-provider', financingUrl: '/financing', ringPageSize: 9 }],
    [
      {
        VITE_STORE_URL: 'https://shop.example.com/',
        VITE_RECOMMENDATION_URL: 'https://reco.example.com/api',
        VITE_RECOMMENDATION_USERNAME: 'shop',
        VITE_RECOMMENDATION_PASSWORD: 's3cret',
        VITE_RING_PAGE_SIZE: '12',
      },
      {
        storeUrl: 'https://shop.example.com',
        graphqlUrl: 'https://shop.example.com/graphql',
        recommendationUrl: 'https://reco.example.com/api',
        recommendationCredentials: { username: 'shop', password: 's3cret' },
        cardProviderUrl: '/card-provider',
        financingUrl: '/financing',
        ringPageSize: 12,
      },
    ],
    [{ VITE_STORE_URL: '   ', VITE_GRAPHQL_URL: 'https://gql.example.com/graphql' }, { storeUrl: '', graphqlUrl: 'https://gql.example.com/graphql', recommendationUrl: '/recommendation', recommendationCredentials: { username: '', password: '' }, cardProviderUrl: '/card-provider', financingUrl: '/financing', ringPageSize: 9 }],
  ])('reads %j', (env, expected) => {
    expect(readConfig(env)).toEqual(expected);
  });

  it.each([['0'], ['-3'], ['2.5'], ['many']])('keeps the default ring page size for %s', (size) => {
    expect(readConfig({ VITE_RING_PAGE_SIZE: size }).ringPageSize).toBe(9);
  });

  it('puts every service on one origin for tests', () => {
    expect(configForOrigin('http://127.0.0.1:4000', { username: 'u', password: 'p' })).toEqual({
      storeUrl: 'http://127.0.0.1:4000',
      graphqlUrl: 'http://127.0.0.1:4000/graphql',
      recommendationUrl: 'http://127.0.0.1:4000/recommendation',
      recommendationCredentials: { username: 'u', password: 'p' },
      cardProviderUrl: 'http://127.0.0.1:4000/card-provider',
      financingUrl: 'http://127.0.0.1:4000/financing',
      ringPageSize: 9,
    });
  });
});
