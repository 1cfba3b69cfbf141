import { config } from 'zod/mini';

/**
 * The browser checks every answer against its wire schema (`contracts/`) without compiled parsers. zod compiles an
 * object's parser with `new Function` where it may, and tries it once to find out; the storefront's
 * Content-Security-Policy allows no eval, so that try is refused, and Chrome reports a policy violation on every page
 * that checks an answer (Lighthouse's best practices counted it). The interpreted parsers are the ones the browser ran
 * anyway. The server, which has no such policy, keeps zod's default.
 */
export const checkAnswersWithoutEval = (): void => {
  config({ jitless: true });
};
