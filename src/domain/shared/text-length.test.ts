import { describe, expect, it } from 'vitest';
import { STORE_TEXT_MAX_LENGTH, textLength, tooLongError } from './text-length';

describe('what the store keeps of a text', () => {
  it("keeps Magento's 255 characters", () => {
    expect(STORE_TEXT_MAX_LENGTH).toBe(255);
  });

  it.each([
    ['x'.repeat(255), null],
    [` ${'x'.repeat(255)}  `, null],
    ['é'.repeat(255), null],
    ['💎'.repeat(255), null],
    ['x'.repeat(256), 'Please shorten this to 255 characters or fewer.'],
    ['x'.repeat(275), 'Please shorten this to 255 characters or fewer.'],
    ['', null],
    [undefined, null],
  ])('%#: a text of %j gives %j', (value, message) => {
    expect(tooLongError(value)).toBe(message);
  });

  it('counts characters, not code units', () => {
    expect(textLength('💎💎')).toBe(2);
    expect(tooLongError('abcd', 3)).toBe('Please shorten this to 3 characters or fewer.');
  });
});
