import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRefusal, readRequestTarget, spellPath, type RequestTarget } from './request-target';

const read = (raw: string): RequestTarget => {
  const target = readRequestTarget(raw);
  if (isRefusal(target)) throw new Error(`refused ${raw}: ${target.reason}`);
  return target;
};

describe('reading a request target once, the way the router reads it', () => {
  it('reads a path into decoded segments and keeps the query as it came', () => {
    expect(read('/rest/V1/guest-carts/abc/items?x=%2F')).toEqual({ segments: ['rest', 'V1', 'guest-carts', 'abc', 'items'], search: '?x=%2F' });
    expect(read('/rest/V1/guest-carts/')).toEqual({ segments: ['rest', 'V1', 'guest-carts', ''], search: '' });
    expect(read('/product-details/MTAw%4D')).toEqual({ segments: ['product-details', 'MTAwM'], search: '' });
    expect(read('/')).toEqual({ segments: [''], search: '' });
  });

  it.each([
    ['an absolute-form target', 'http://127.0.0.1:1/rest/V1/cmsPage/7'],
    ['an authority-form target', '127.0.0.1:1'],
    ['the asterisk of OPTIONS', '*'],
    ['a dot-dot segment', '/rest/../__control/mailbox'],
    ['an escaped dot-dot segment', '/rest/%2e%2e/__control/mailbox'],
    ['an escaped dot-dot segment in capitals', '/rest/%2E%2E/__control/mailbox'],
    ['half an escaped dot-dot segment', '/rest/.%2e/__control/mailbox'],
    ['the other half', '/rest/%2e./__control/mailbox'],
    ['a dot segment', '/rest/./V1'],
    ['a trailing dot-dot', '/media/..'],
    ['an escaped slash', '/rest/..%2f__control/mailbox'],
    ['an escaped slash in capitals', '/rest/V1%2F..%2F..%2Fdb'],
    ['a backslash', '/rest/..\\__control'],
    ['an escaped backslash', '/rest/V1/..%5c..%5c__control'],
    ['a double escape', '/rest/%252e%252e/__control/mailbox'],
    ['an escaped NUL', '/rest/V1/cmsPage/7%00'],
    ['an escaped line feed', '/rest/V1/%0aHost:x'],
    ['a broken escape', '/rest/V1/%zz'],
    ['an escape of half a character', '/rest/V1/%c3'],
    ['an overlong escape', '/rest/%c0%ae%c0%ae/db'],
    ['a fragment', '/rest/V1/cmsPage/7#x'],
    ['a tab', '/rest/V1\t/x'],
    ['an address longer than any of the shop', `/${'a'.repeat(9000)}`],
  ])('refuses %s', (_case, raw) => {
    expect(isRefusal(readRequestTarget(raw))).toBe(true);
  });

  it('never reads a segment that climbs, whatever the escapes (generated targets)', () => {
    const piece = fc.constantFrom('.', '..', '%2e', '%2E', '%2f', '%5c', '%25', '/', '\\', 'a', 'V1', '%00', '%c0%ae', '%', '%2e%2e', '?', ';');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const target = readRequestTarget(`/rest/${pieces.join('')}`);
        if (isRefusal(target)) return;
        for (const segment of target.segments) {
          expect(['.', '..']).not.toContain(segment);
          expect([...segment].some((char) => '/\\%'.includes(char) || char.charCodeAt(0) < 0x20)).toBe(false);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('spells segments canonically: read again, the spelling gives the same segments (generated segments)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 12 }), { minLength: 1, maxLength: 6 }), (segments) => {
        const target = readRequestTarget(spellPath(segments));
        if (isRefusal(target)) return;
        expect(target.segments).toEqual(segments);
        expect(spellPath(target.segments)).toBe(spellPath(segments));
      }),
      { numRuns: 1_000 },
    );
  });
});
