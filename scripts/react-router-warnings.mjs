// React Router 7's development tools start Vite servers of their own (to read react-router.config.ts, to write the
// route types, to read the route modules' exports) with `envFile: false`, an option Vite 8.1 deprecated for
// `envDir: false`. Vite warns once per such server: three times at every `npm start`, more in a build. Nothing in the
// shop's configuration reaches those servers, and React Router 8, whose tools pass `envDir: false`, needs Node 22.
// Until the shop moves to it, that one line is dropped; every other warning is printed as before.
// `react-router-warnings.test.ts` fails once React Router's tools stop passing `envFile`: this file can go then.

export const ENV_FILE_DEPRECATION = 'The `envFile` option is deprecated, please use `envDir: false` instead.';

const ANSI = /\x1b\[[0-9;]*m/g;
const plain = (value) => (typeof value === 'string' ? value.replace(ANSI, '') : undefined);

/** Whether `console.warn`'s arguments are Vite's envFile deprecation (alone, or with Vite's `(x2)` repeat count). */
export const isEnvFileDeprecation = (args) =>
  plain(args[0]) === ENV_FILE_DEPRECATION && (args.length === 1 || (args.length === 2 && /^\(x\d+\)$/.test(plain(args[1]) ?? '')));

const QUIETED = Symbol.for('loupe.envFileDeprecationQuieted');

/** Drops Vite's envFile deprecation from `target.warn` (the console Vite's loggers print to), once. */
export function quietEnvFileDeprecation(target = console) {
  if (target[QUIETED]) return;
  const warn = target.warn;
  target.warn = function warnUnlessEnvFileDeprecation(...args) {
    if (!isEnvFileDeprecation(args)) warn.apply(this, args);
  };
  target[QUIETED] = true;
}
