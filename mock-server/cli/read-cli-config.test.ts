import { describe, expect, it } from 'vitest';
import { readCliConfig } from './read-cli-config';

describe('readCliConfig', () => {
  it('applies the defaults', () => {
    expect(readCliConfig({}, '/app')).toEqual({
      ok: true,
      config: {
        port: 3001,
        seed: 42,
        diamondCount: 100_000,
        dbFile: '/app/.mock-data/db.json',
        control: false,
        storefrontOrigin: 'http://localhost:5173',
        recommendationAuth: { username: 'loupe', password: 'loupe-dev' },
      },
    });
  });

  it('reads every variable, treating empty values as unset', () => {
    const result = readCliConfig(
      {
        MOCK_PORT: '0',
        SEED: '7',
        DIAMOND_COUNT: '1000000',
        MOCK_DB: 'data/x.json',
        MOCK_CONTROL: '1',
        STOREFRONT_ORIGIN: 'https://shop.example/',
        RECOMMENDATION_USERNAME: 'shop',
        RECOMMENDATION_PASSWORD: 's3cret',
        PORT: '',
      },
      '/app',
    );
    expect(result).toEqual({
      ok: true,
      config: {
        port: 0,
        seed: 7,
        diamondCount: 1_000_000,
        dbFile: '/app/data/x.json',
        control: true,
        storefrontOrigin: 'https://shop.example',
        recommendationAuth: { username: 'shop', password: 's3cret' },
      },
    });
    expect(readCliConfig({ MOCK_PORT: '', MOCK_CONTROL: '0', RECOMMENDATION_PASSWORD: '' }, '/app')).toMatchObject({
      ok: true,
      config: { port: 3001, control: false, recommendationAuth: { username: 'loupe', password: 'loupe-dev' } },
    });
  });

  it('passes MOCK_INTEGRATION_TOKEN on, and leaves it out when unset so that the server makes a random one', () => {
    expect(readCliConfig({ MOCK_INTEGRATION_TOKEN: 'integration-0123456789' }, '/app')).toMatchObject({ config: { integrationToken: 'integration-0123456789' } });
    expect(readCliConfig({ MOCK_INTEGRATION_TOKEN: '' }, '/app')).not.toHaveProperty('config.integrationToken');
  });

  it('passes MOCK_CHAT_CONSOLE_TOKEN on, and leaves it out when unset so that the server makes a random one', () => {
    expect(readCliConfig({ MOCK_CHAT_CONSOLE_TOKEN: 'console-0123456789' }, '/app')).toMatchObject({ config: { chatConsoleToken: 'console-0123456789' } });
    expect(readCliConfig({ MOCK_CHAT_CONSOLE_TOKEN: '' }, '/app')).not.toHaveProperty('config.chatConsoleToken');
  });

  it('keeps an absolute MOCK_DB as it is', () => {
    expect(readCliConfig({ MOCK_DB: '/data/db.json' }, '/app')).toMatchObject({ config: { dbFile: '/data/db.json' } });
  });

  it.each([
    [{ MOCK_PORT: 'abc' }, 'MOCK_PORT must be a whole number from 0 to 65535, got "abc"'],
    [{ MOCK_PORT: '70000' }, 'MOCK_PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ MOCK_PORT: '-1' }, 'MOCK_PORT must be a whole number from 0 to 65535, got "-1"'],
    [{ SEED: '4.2' }, 'SEED must be a whole number'],
    [{ DIAMOND_COUNT: '1e5' }, 'DIAMOND_COUNT must be a whole number'],
    [{ MOCK_CONTROL: 'yes please' }, 'MOCK_CONTROL must be 1 (enabled) or 0 (disabled)'],
    [{ STOREFRONT_ORIGIN: 'localhost:5173/shop' }, 'STOREFRONT_ORIGIN must be an origin'],
    [{ MOCK_INTEGRATION_TOKEN: 'short' }, 'MOCK_INTEGRATION_TOKEN must be 8 to 255 visible ASCII characters'],
    [{ MOCK_CHAT_CONSOLE_TOKEN: 'has a space' }, 'MOCK_CHAT_CONSOLE_TOKEN must be 8 to 255 visible ASCII characters'],
  ])('rejects %j with a clear message', (env, message) => {
    const result = readCliConfig(env, '/app');
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toEqual([expect.stringContaining(message)]);
  });

  it('reports every invalid variable at once', () => {
    const result = readCliConfig({ MOCK_PORT: 'x', SEED: 'y' }, '/app');
    expect(result.ok ? [] : result.errors).toHaveLength(2);
  });
});
