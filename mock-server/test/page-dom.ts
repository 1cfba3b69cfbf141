import { createRequire } from 'node:module';

/** What a provider page posted to its parent window. */
export interface PostedMessage {
  readonly message: unknown;
  readonly targetOrigin: string;
}

interface AxeResults {
  violations: { id: string; help: string; nodes: { html: string }[] }[];
}

export type PageWindow = Window & typeof globalThis & { axe: { run(context: Document, options?: object): Promise<AxeResults> } };

interface Jsdom {
  new (html: string, options: { url: string; runScripts: 'dangerously'; beforeParse(window: PageWindow): void }): { window: PageWindow };
}

// jsdom ships no types and the mock server's tests declare none: it is loaded through require, typed here by the
// little the tests use.
const require = createRequire(import.meta.url);
const { JSDOM } = require('jsdom') as { JSDOM: Jsdom };
const { source: AXE_SOURCE } = require('axe-core') as { source: string };

/**
 * Runs a provider page (HTML with its inline script) in jsdom at `url`, as if it were in the storefront's iframe:
 * its requests go to `fetchImpl` (relative URLs resolved against `url`), and what it posts to its parent window is
 * recorded in `posted`.
 */
export function loadPage(html: string, url: string, fetchImpl: typeof fetch): { window: PageWindow; posted: PostedMessage[]; fetched: string[] } {
  const posted: PostedMessage[] = [];
  const fetched: string[] = [];
  const { window } = new JSDOM(html, {
    url,
    runScripts: 'dangerously',
    beforeParse(page) {
      page.fetch = (input: string | URL | Request, init?: RequestInit) => {
        fetched.push(String(input));
        return fetchImpl(new URL(String(input), url), init);
      };
      // A top-level jsdom window is its own parent: its postMessage stands for the storefront's window.
      page.postMessage = ((message: unknown, targetOrigin: string) => void posted.push({ message, targetOrigin })) as PageWindow['postMessage'];
    },
  });
  return { window, posted, fetched };
}

/** axe-core's violations on a loaded page (the rules jsdom can evaluate; colour contrast needs a real browser). */
export async function axeViolations(window: PageWindow): Promise<AxeResults['violations']> {
  window.eval(AXE_SOURCE);
  const results = await window.axe.run(window.document, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations;
}
