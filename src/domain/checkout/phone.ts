import { parseIncompletePhoneNumber, parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/core';
import {
  PHONE_DIGITS_ONLY_MESSAGE,
  PHONE_NOT_A_US_NUMBER_MESSAGE,
  PHONE_NUMBER_NOT_VALID_MESSAGE,
  PHONE_TOO_MANY_DIGITS_MESSAGE,
} from '../shared/error-catalogue';
import { REQUIRED_MESSAGE } from '../shared/required-fields';
import { US_PHONE_METADATA } from './us-phone-metadata';

/** US phone numbers: ten digits shown through the mask (999) 999-9999. */
export const PHONE_MASK = '(999) 999-9999';
export const PHONE_DIGITS = 10;
export const INCOMPLETE_PHONE_MESSAGE = 'Incomplete phone number';

/** Why a phone field's text is not a US number the courier can call. */
export type PhoneRefusal = 'characters' | 'another-country' | 'too-many-digits' | 'not-valid';

/** A phone field's text read as a US number: nothing yet, the ten digits, the digits typed so far (after a country
 * code 1, when one was typed), or refused. */
export type UsPhone =
  | { readonly kind: 'empty' }
  | { readonly kind: 'number'; readonly digits: string }
  | { readonly kind: 'incomplete'; readonly digits: string; readonly countryCode: boolean }
  | { readonly kind: 'refused'; readonly why: PhoneRefusal };

/** What a US phone number may hold besides digits: spaces, brackets, dots, dashes, slashes and a leading plus. */
const PHONE_PUNCTUATION = /^[\d\s().+\-/]*$/;
/** North American numbering: an area code and an exchange never start with 0 or 1. */
const NANP_NUMBER = /^[2-9]\d{2}[2-9]\d{6}$/;

export const phoneDigits = (input: string | number): string => String(input).replace(/\D/g, '');

/** The digits typed so far without the country code, and whether one was typed ('+1', or a leading 1: no US area
 * code starts with 1). */
const typedSoFar = (text: string): { digits: string; countryCode: boolean } => {
  const parsed = parseIncompletePhoneNumber(text);
  if (parsed.startsWith('+1')) return { digits: parsed.slice(2), countryCode: true };
  const digits = phoneDigits(parsed);
  return digits.startsWith('1') ? { digits: digits.slice(1), countryCode: true } : { digits, countryCode: false };
};

/**
 * Reads what a shopper typed or pasted as a US phone number. libphonenumber-js reads the notation (a '+' or the US
 * international prefix 011 and the country code after it, a leading 1, any brackets, dots, dashes and spaces) with
 * the United States' rules only, so a number of any other country code is not found; the shop then asks for ten
 * digits that North American numbering allows (`NANP_NUMBER`). The library's list of assigned area codes is not
 * asked: a newly opened area code must not be refused before the library learns of it.
 */
export const readUsPhone = (input: string | number | null | undefined): UsPhone => {
  const text = input === null || input === undefined ? '' : String(input).trim();
  if (!PHONE_PUNCTUATION.test(text) || /.\+/.test(text)) return { kind: 'refused', why: 'characters' };
  // The spec's 'Required': no digit at all (a lone bracket or plus is the mask, or the start of a number).
  if (phoneDigits(text) === '') return { kind: 'empty' };
  switch (validatePhoneNumberLength(text, 'US', US_PHONE_METADATA)) {
    case 'INVALID_COUNTRY':
      return { kind: 'refused', why: 'another-country' };
    case 'TOO_LONG':
      return { kind: 'refused', why: 'too-many-digits' };
    case undefined:
      break;
    default:
      // Too short, or nothing but punctuation yet ('+', '('): the shopper is still typing.
      return { kind: 'incomplete', ...typedSoFar(text) };
  }
  const national = parsePhoneNumberFromString(text, 'US', US_PHONE_METADATA)?.nationalNumber ?? '';
  // Ten digits whose first is 1 are the country code and nine digits of the number.
  if (national.length !== PHONE_DIGITS || national.startsWith('1')) return { kind: 'incomplete', ...typedSoFar(text) };
  return NANP_NUMBER.test(national) ? { kind: 'number', digits: national } : { kind: 'refused', why: 'not-valid' };
};

/** The mask (999) 999-9999 over the digits typed so far: '555' → '(555', '5551234' → '(555) 123-4'. */
const masked = (digits: string): string => {
  if (digits === '') return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (exchange === '') return `(${area}`;
  if (line === '') return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
};

/**
 * What the phone field shows as the shopper types or pastes: a whole number as (617) 555-1234 whatever its notation
 * ('+1 617 555 1234', '617.555.1234', '1-617-555-1234'); a number still being typed through the mask, after '+1' when
 * the shopper began with the country code ('1617' → '+1 (617'); anything refused exactly as typed, so the shopper
 * sees what the field's message is about and no digit is lost.
 */
export const formatPhoneInput = (input: string): string => {
  const phone = readUsPhone(input);
  switch (phone.kind) {
    case 'empty':
      // A '+' is where a country code begins.
      return input.trim() === '+' ? '+' : '';
    case 'number':
      return masked(phone.digits);
    case 'refused':
      return input;
    case 'incomplete':
      // A '+' of a country code not yet complete ('+4') stays as typed.
      if (input.trim().startsWith('+') && !phone.countryCode) return input;
      return phone.countryCode ? ['+1', masked(phone.digits)].filter((part) => part !== '').join(' ') : masked(phone.digits);
  }
};

/** The number as the store receives it, (617) 555-1234; null when the text is not a US number. */
export const usPhoneNumber = (input: string | number | null | undefined): string | null => {
  const phone = readUsPhone(input);
  return phone.kind === 'number' ? masked(phone.digits) : null;
};

const REFUSAL_MESSAGES: Readonly<Record<PhoneRefusal, string>> = {
  characters: PHONE_DIGITS_ONLY_MESSAGE,
  'another-country': PHONE_NOT_A_US_NUMBER_MESSAGE,
  'too-many-digits': PHONE_TOO_MANY_DIGITS_MESSAGE,
  'not-valid': PHONE_NUMBER_NOT_VALID_MESSAGE,
};

/** 'Required' when nothing was typed, 'Incomplete phone number' for fewer than ten digits, the refusal's message
 * for anything that is not a US number. */
export const phoneError = (input: string | number | null | undefined): string | null => {
  const phone = readUsPhone(input);
  switch (phone.kind) {
    case 'empty':
      return REQUIRED_MESSAGE;
    case 'number':
      return null;
    case 'incomplete':
      return INCOMPLETE_PHONE_MESSAGE;
    case 'refused':
      return REFUSAL_MESSAGES[phone.why];
  }
};
