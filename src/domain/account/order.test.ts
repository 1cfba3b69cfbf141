import { describe, it, expect } from 'vitest';
import { parseOrderDate } from './order';

describe('parseOrderDate', () => {
  it.each([
    ['2024-03-01 12:30:00', '2024-03-01T12:30:00.000Z'],
    ['2024-03-01 12:30', '2024-03-01T12:30:00.000Z'],
    ['2024-03-01T12:30:00', '2024-03-01T12:30:00.000Z'],
    [' 2024-02-29 23:59:59 ', '2024-02-29T23:59:59.000Z'],
    ['2024-03-01T12:30:00+02:00', '2024-03-01T10:30:00.000Z'],
    ['2024-03-01T12:30:00.000Z', '2024-03-01T12:30:00.000Z'],
  ])('reads %j as %s', (text, iso) => {
    expect(parseOrderDate(text)?.toISOString()).toBe(iso);
  });

  it.each([[''], ['yesterday'], ['2024-13-45 99:99:99']])('cannot read %j', (text) => {
    expect(parseOrderDate(text)).toBeNull();
  });
});
