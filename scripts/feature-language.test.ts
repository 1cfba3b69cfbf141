import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The features are the shop's living documentation: a product owner reads them (and their report, `npm run
 * docs:features`), so every line of a `.feature` file speaks the shop's language. How the shop does it (the card
 * provider's nonce, the store's GraphQL, routes, status codes, storage, wire names) belongs in the step definitions
 * (`features/step_definitions`), which turn a product owner's sentence into calls. Each rule below names words a
 * product owner would not use; a feature line that uses one fails this test, naming the file, the line and the rule.
 */
const TECHNICAL: Record<string, RegExp[]> = {
  'a payment nonce': [/\bnonces?\b/i],
  'frames or hosted fields': [/\bi?frames?\b/i, /\bhosted[ -]fields?\b/i],
  'an API (GraphQL, REST)': [/\bgraph ?ql\b/i, /\bREST\b/, /\bapis?\b/i],
  'a route, endpoint or address format': [/\b(?:routes?|routing|endpoints?|urls?|uris?|query ?strings?|query param(?:eter)?s?)\b/i, /(?:^|[\s"'(])\/[a-z0-9]/i],
  'HTTP and its status codes': [
    /\bhttps?\b/i,
    /\bstatus codes?\b/i,
    /\b(?:http|status|code|answers?|answered|returns?|returned|responds?|responded|with|a|an)\s+[1-5]\d\d\b(?![°.,]\d|°|\s*(?:%|ct\b|carats?\b|letters\b|characters\b|dollars\b))/i,
    /\b[1-5]\d\d\s+(?:ok|created|no content|bad request|unauthorized|forbidden|not found|conflict|unprocessable|too many requests|internal server error|bad gateway|service unavailable|gateway timeout)\b/i,
  ],
  'a data format (JSON, XML, file types)': [/\b(?:json|xml|webm|mp4|svg|png|jpe?g)\b/i],
  'HTTP headers': [/\b(?:http|request|response|auth(?:orization)?|cache|cors|security)[ -]headers?\b/i, /\bheaders\b/i, /\b(?:content-type|set-cookie|cache-control|x-[a-z]+(?:-[a-z]+)*)\b/i],
  'cookies or browser storage': [/\bcookies?\b/i, /\b(?:local ?storage|session ?storage|indexed ?db)\b/i],
  'tokens and payloads': [/\btokens?\b/i, /\b(?:payloads?|request bod(?:y|ies)|response bod(?:y|ies))\b/i],
  "the shop's machinery": [
    /\b(?:back-?ends?|front-?ends?|servers?|mock(?:s|ed)?|stubs?|(?:re)?fetch(?:es|ed|ing)?)\b/i,
    /\b(?:dom|css|selectors?|websockets?|cors|csp|ssr|hydrat\w*|loaders?|adapters?|rxjs|observables?)\b/i,
  ],
  'a name from the code (snake_case, camelCase)': [/\b[a-z0-9]+_[a-z0-9_]+\b/i, /\b[a-z]+[A-Z][A-Za-z0-9]*\b/],
};

/** US English, as the shop writes it. */
const BRITISH: RegExp[] = [/\bcolours?\b/i, /\bhonours?\b/i, /\bfavourites?\b/i, /\bcentres?\b/i, /\bgreys?\b/i];

/** Every line a product owner reads: feature, rule, background, scenario and step text, descriptions, examples and
 * tables. Comments and tags are for the team, not the report's reader. */
function readableLines(text: string): { line: number; text: string }[] {
  return text
    .split('\n')
    .map((content, index) => ({ line: index + 1, text: content.trim() }))
    .filter(({ text: line }) => line !== '' && !line.startsWith('#') && !line.startsWith('@'));
}

function featureFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return featureFiles(path);
    return entry.name.endsWith('.feature') ? [path.split('\\').join('/')] : [];
  });
}

/** The rules a line breaks, by name. */
function technicalIn(line: string): string[] {
  return Object.entries(TECHNICAL)
    .filter(([, patterns]) => patterns.some((pattern) => pattern.test(line)))
    .map(([rule]) => rule);
}

const britishIn = (line: string): boolean => BRITISH.some((pattern) => pattern.test(line));

const FEATURES = featureFiles('features');

describe("the features speak the shop's language", () => {
  it('finds the features', () => {
    expect(FEATURES.length).toBeGreaterThan(20);
  });

  it.each(FEATURES)('%s uses no technical word', (path) => {
    const found = readableLines(readFileSync(path, 'utf8')).flatMap(({ line, text }) => technicalIn(text).map((rule) => `${path}:${line} speaks of ${rule}: ${text}`));
    expect(found).toEqual([]);
  });

  it.each(FEATURES)('%s is written in US English', (path) => {
    const found = readableLines(readFileSync(path, 'utf8')).filter(({ text }) => britishIn(text)).map(({ line, text }) => `${path}:${line}: ${text}`);
    expect(found).toEqual([]);
  });
});

/** The rules are proven like the dependency rules: each refuses the lines the features used to have, and accepts
 * the product owner's sentences that replaced them and the shop's ordinary words that look alike. */
describe('the feature language rules', () => {
  const REFUSED: [rule: string, line: string][] = [
    ['a payment nonce', 'Scenario: A used nonce is refused'],
    ['frames or hosted fields', "The card is typed into the card provider's hosted fields"],
    ['frames or hosted fields', 'And the card frame posts the same message again'],
    ['an API (GraphQL, REST)', "Rings are listed by style and page from the store's GraphQL catalogue"],
    ['an API (GraphQL, REST)', 'Then the REST call answers the cart'],
    ['a route, endpoint or address format', 'And it offers the contact form at "/contact-us"'],
    ['a route, endpoint or address format', '/shipping and /billing name every empty mandatory field in one message'],
    ['a route, endpoint or address format', 'Given the recommendations endpoint is down'],
    ['HTTP and its status codes', 'Then the store answers 404'],
    ['HTTP and its status codes', 'Then the shop gets a 502 Bad Gateway'],
    ['HTTP and its status codes', 'And the HTTP status code is kept'],
    ['a data format (JSON, XML, file types)', 'Then the body is JSON'],
    ['a data format (JSON, XML, file types)', 'which the media backend serves as a WebM video'],
    ['HTTP headers', 'And the response headers allow it'],
    ['HTTP headers', 'And the Content-Type names a video'],
    ['cookies or browser storage', 'And the sign-in cookie is cleared'],
    ['cookies or browser storage', 'And localStorage holds the search'],
    ['tokens and payloads', 'And they reset it to "NewDiamond2025" with the emailed token'],
    ["the shop's machinery", 'Another shape in the header clears the list, is remembered and refetches'],
    ["the shop's machinery", 'the media backend draws that illustration'],
    ['a name from the code (snake_case, camelCase)', 'the recommendation service names it (has_video_file and a video_url)'],
    ['a name from the code (snake_case, camelCase)', 'Scenario: The first placeOrder error resets the financing state'],
  ];
  it.each(REFUSED)('refuses %s in "%s"', (rule, line) => {
    expect(technicalIn(line)).toContain(rule);
  });

  const ACCEPTED = [
    'Scenario: A card approval that was used once cannot pay again',
    'When they choose the Oval shape in the header',
    'Then the phone shows "(617) 555-1234" with the message ""',
    '| +1 617 555 1234   |',
    '| full name | a name of 275 letters  | Please enter your first and last name.           |',
    'Scenario: SAVE100 takes $100 off a bag of $1,000 or more',
    'Given a guest whose bag holds a diamond above $17,500',
    'When the shopper opens the content page with id 999',
    'Then the store refuses it with "The most you may purchase is 1."',
    'Then the payment fails with "Unable to place order: There are no source items with the in stock status"',
    'And the ring line is "fw-freering-er-Yellow Gold-18K-6.5" with its ring color, metal and size',
    "And a recommendation service that cannot place a price among similar stones",
    'And the slider calls the video an illustration of the stone\'s shape in its color band',
    'Then the chat provider refuses it',
    "Scenario: A diamond with a 360° video offers it first in its slider",
    'Feature: Requesting a diamond\'s certificate',
  ];
  it.each(ACCEPTED)('accepts "%s"', (line) => {
    expect(technicalIn(line)).toEqual([]);
    expect(britishIn(line)).toBe(false);
  });

  it('refuses British spelling and accepts the US one', () => {
    expect(['The ring builder follows the chosen colour', 'A coupon the shop does not honour'].map(britishIn)).toEqual([true, true]);
    expect(['The ring builder follows the chosen color', 'A coupon the shop does not honor'].map(britishIn)).toEqual([false, false]);
  });
});
