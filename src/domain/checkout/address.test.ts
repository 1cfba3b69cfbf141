import { describe, it, expect } from 'vitest';
import { joinFullName, splitFullName } from './address';

describe('full name', () => {
  it.each([
    ['Ann Smith', 'Ann', 'Smith'],
    ['Mary Ann Smith', 'Mary', 'Ann Smith'],
    ['  Ann    Smith  ', 'Ann', 'Smith'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
    ['   ', '', ''],
    ['José  de la Cruz', 'José', 'de la Cruz'],
  ])('%j is first name %j and last name %j', (fullName, firstname, lastname) => {
    expect(splitFullName(fullName)).toEqual({ firstname, lastname });
  });

  it.each([
    [{ firstname: 'Ann', lastname: 'Smith' }, 'Ann Smith'],
    [{ firstname: 'Cher', lastname: '' }, 'Cher'],
    [{ firstname: '', lastname: '' }, ''],
  ])('%j reads %j', (name, fullName) => {
    expect(joinFullName(name)).toBe(fullName);
  });
});
