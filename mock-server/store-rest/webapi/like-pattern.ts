/**
 * SQL `LIKE` as MySQL evaluates a Magento search criteria's `like` / `nlike` filter: `%` is any run of characters
 * (none included), `_` exactly one character, `\` makes the next character literal (a `\` at the very end is a
 * literal `\`), the whole value must match, without regard to case (Magento's default `utf8_general_ci` collation).
 *
 * The pattern is compiled once into its `%`-separated segments; a value is matched by placing the first segment at
 * the start, the last one at the end and each one between at its leftmost place after the previous one. Leftmost
 * placement is always right for `%`-separated segments (any match can be shifted left to it), so nothing is ever
 * tried twice: the cost is at most the value's length times the pattern's, whatever the pattern holds, and a
 * pattern that needs more characters than the value has is refused before any scan. A regular expression built
 * from the pattern would backtrack instead, and `%a%a%a…` against a long value takes exponential time.
 */
export interface LikePattern {
  test(value: string): boolean;
}

/** One character of a segment: a folded literal, or `null` for `_` (any one character). */
type Token = string | null;

export function compileLike(pattern: string): LikePattern {
  const segments: Token[][] = [[]];
  let hasPercent = false;
  const chars = Array.from(pattern);
  for (let index = 0; index < chars.length; index++) {
    const char = chars[index] as string;
    const current = segments[segments.length - 1] as Token[];
    if (char === '\\' && index + 1 < chars.length) {
      current.push(fold(chars[++index] as string));
    } else if (char === '%') {
      hasPercent = true;
      if (current.length > 0) segments.push([]);
    } else {
      current.push(char === '_' ? null : fold(char));
    }
  }
  const startsFree = chars[0] === '%';
  const endsFree = hasPercent && endsWithPercent(chars);
  const parts = segments.filter((segment) => segment.length > 0);
  const needed = parts.reduce((sum, segment) => sum + segment.length, 0);
  return {
    test(value: string): boolean {
      // A value has at least as many UTF-16 units as characters: too short a value is refused before any work.
      if (value.length < needed) return false;
      const text = foldText(value);
      if (text.length < needed) return false;
      if (!hasPercent) return text.length === needed && (parts.length === 0 || fitsAt(parts[0] as Token[], text, 0));
      let from = 0;
      let first = 0;
      let last = parts.length;
      if (!startsFree) {
        const head = parts[0] as Token[];
        if (!fitsAt(head, text, 0)) return false;
        from = head.length;
        first = 1;
      }
      let end = text.length;
      if (!endsFree && last > first) {
        const tail = parts[last - 1] as Token[];
        end = text.length - tail.length;
        if (end < from || !fitsAt(tail, text, end)) return false;
        last -= 1;
      }
      for (let index = first; index < last; index++) {
        const segment = parts[index] as Token[];
        const at = leftmost(segment, text, from, end);
        if (at < 0) return false;
        from = at + segment.length;
      }
      return true;
    },
  };
}

/** Whether the pattern's last `%` is a wildcard that ends it (not an escaped `\%`). */
function endsWithPercent(chars: readonly string[]): boolean {
  if (chars[chars.length - 1] !== '%') return false;
  let backslashes = 0;
  for (let index = chars.length - 2; index >= 0 && chars[index] === '\\'; index--) backslashes++;
  return backslashes % 2 === 0;
}

/** A value's characters, folded: a plain lowered string for ASCII (one unit per character), else one entry per code point. */
type Folded = string | readonly string[];

function foldText(value: string): Folded {
  return ASCII.test(value) ? value.toLowerCase() : Array.from(value, fold);
}

// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

function fitsAt(segment: readonly Token[], text: Folded, at: number): boolean {
  if (at + segment.length > text.length) return false;
  for (let index = 0; index < segment.length; index++) {
    const token = segment[index];
    if (token !== null && token !== text[at + index]) return false;
  }
  return true;
}

/** The first place at or after `from` where the segment fits and ends by `end`, or -1. */
function leftmost(segment: readonly Token[], text: Folded, from: number, end: number): number {
  for (let at = from; at + segment.length <= end; at++) if (fitsAt(segment, text, at)) return at;
  return -1;
}

/** One character without regard to case, as MySQL's case-insensitive collation compares it. */
function fold(char: string): string {
  const lower = char.toLowerCase();
  return Array.from(lower).length === 1 ? lower : char;
}
