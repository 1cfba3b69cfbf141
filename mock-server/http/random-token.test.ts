import { describe, expect, it } from 'vitest';
import { containsCardNumber } from '../card-provider/luhn';
import { randomToken } from './random-token';

describe('the tokens the store draws', () => {
  it('are 32 letters and digits, each drawn apart', () => {
    const tokens = Array.from({ length: 200 }, () => randomToken());
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('never read as a card number when a request carries one back', () => {
    for (let draw = 0; draw < 5_000; draw += 1) expect(containsCardNumber(randomToken())).toBe(false);
  });
});
