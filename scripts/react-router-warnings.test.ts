import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { ENV_FILE_DEPRECATION, quietEnvFileDeprecation } from './react-router-warnings.mjs';

const yellow = (text: string) => `\x1b[33m${text}\x1b[39m`;

function quietedConsole() {
  const warn = vi.fn();
  const target = { warn };
  quietEnvFileDeprecation(target);
  return { target, warn };
}

describe("React Router's envFile warning", () => {
  it('is dropped, plain, coloured or with Vite’s repeat count', () => {
    const { target, warn } = quietedConsole();
    target.warn(ENV_FILE_DEPRECATION);
    target.warn(yellow(ENV_FILE_DEPRECATION));
    target.warn(yellow(ENV_FILE_DEPRECATION), yellow('(x3)'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes every other warning through as it was', () => {
    const { target, warn } = quietedConsole();
    target.warn('Future Flag Warning: something changes in the next version');
    target.warn(`${ENV_FILE_DEPRECATION} And something else.`);
    target.warn(ENV_FILE_DEPRECATION, 'with a detail');
    target.warn({ message: ENV_FILE_DEPRECATION });
    expect(warn.mock.calls).toEqual([
      ['Future Flag Warning: something changes in the next version'],
      [`${ENV_FILE_DEPRECATION} And something else.`],
      [ENV_FILE_DEPRECATION, 'with a detail'],
      [{ message: ENV_FILE_DEPRECATION }],
    ]);
  });

  it('is dropped by one filter however often the configuration is read', () => {
    const warn = vi.fn();
    const target = { warn };
    quietEnvFileDeprecation(target);
    const once = target.warn;
    quietEnvFileDeprecation(target);
    expect(target.warn).toBe(once);
  });

  it("still comes from React Router's development tools (once it does not, the filter goes)", () => {
    const tools = ['dist/vite.js', 'dist/cli/index.js'].map((file) => readFileSync(`node_modules/@react-router/dev/${file}`, 'utf8'));
    expect(tools.filter((source) => source.includes('envFile: false'))).toHaveLength(2);
  });
});
