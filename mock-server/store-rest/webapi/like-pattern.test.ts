import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileLike } from './like-pattern';

/** SQL LIKE written the slow, obvious way (a backtracking regular expression): the meaning the matcher must keep. */
function reference(pattern: string, value: string): boolean {
  let source = '';
  const chars = Array.from(pattern);
  for (let index = 0; index < chars.length; index++) {
    const char = chars[index] as string;
    if (char === '\\' && index + 1 < chars.length) source += escape(chars[++index] as string);
    else if (char === '%') source += '[\\s\\S]*';
    else if (char === '_') source += '[\\s\\S]';
    else source += escape(char);
  }
  return new RegExp(`^${source}$`, 'iu').test(value);
}

function escape(char: string): string {
  return char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

describe('SQL LIKE of a search criteria filter', () => {
  it.each([
    ['%', '', true],
    ['', '', true],
    ['', 'a', false],
    ['abc', 'ABC', true],
    ['a%', 'abc', true],
    ['%c', 'abc', true],
    ['%b%', 'abc', true],
    ['a_c', 'abc', true],
    ['a_c', 'ac', false],
    ['a%b%c', 'aXbYc', true],
    ['a%b%c', 'acb', false],
    ['a%a', 'a', false],
    ['%a%a%', 'aa', true],
    ['100\\%', '100%', true],
    ['100\\%', '1000', false],
    ['a\\_b', 'a_b', true],
    ['a\\_b', 'axb', false],
    ['a\\\\%', 'a\\xyz', true],
    ['a\\', 'a\\', true],
    ['%\\%', 'x%', true],
    ['%\\%', 'x%y', false],
    ['_', '💎', true],
    ['%ÉTÉ%', 'un été', true],
  ])('%j matches %j: %s', (pattern, value, expected) => {
    expect(compileLike(pattern).test(value)).toBe(expected);
    expect(reference(pattern, value)).toBe(expected);
  });

  it('means what SQL LIKE means on any pattern and value', () => {
    const alphabet = fc.constantFrom('a', 'b', 'A', '%', '_', '\\', 'é', '💎');
    const text = fc.array(alphabet, { maxLength: 12 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, text, (pattern, value) => compileLike(pattern).test(value) === reference(pattern, value)),
      { numRuns: 3000 },
    );
  });

  it('answers a pattern built to make a backtracking matcher explode, on a long value', () => {
    // `%a%a%…%b` against 'aaaa…' is exponential for a regular expression; here it is a handful of scans.
    const pattern = `${'%a'.repeat(120)}%b`;
    const value = 'a'.repeat(4_000);
    expect(compileLike(pattern).test(value)).toBe(false);
    expect(compileLike(`${'%a'.repeat(120)}%`).test(value)).toBe(true);
    expect(compileLike(`${'_%'.repeat(2_000)}b`).test(value)).toBe(false);
  });
});
