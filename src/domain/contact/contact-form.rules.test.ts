import { describe, it, expect } from 'vitest';
import { MESSAGE_FIELD_LABEL, contactFormErrors, contactFormPayload } from './contact-form.rules';

const values = { email: 'ann@example.com', firstName: 'Ann', lastName: 'Smith', message: 'Do you sell rubies?' };
const INVALID_EMAIL = 'Please enter a valid email address';

describe('contact form', () => {
  it("labels the message field 'What's on your mind?'", () => {
    expect(MESSAGE_FIELD_LABEL).toBe("What's on your mind?");
  });

  it.each([
    [values, null],
    [{ ...values, phone: '' }, null],
    [{ ...values, phone: '  ' }, null],
    [{ ...values, phone: '5552345678' }, null],
    [{ ...values, phone: '+1 617 555 1234' }, null],
    [{ ...values, email: '' }, { email: 'Required' }],
    [{ ...values, email: 'ines@' }, { email: INVALID_EMAIL }],
    [{ ...values, email: 'not-an-email' }, { email: INVALID_EMAIL }],
    [{ ...values, phone: '555 12' }, { phone: 'Incomplete phone number' }],
    [{ ...values, phone: '+44 20 7946 0958' }, { phone: 'Please enter a US phone number (country code +1).' }],
    [{ ...values, firstName: ' ' }, { firstName: 'Required' }],
    [{ ...values, lastName: '' }, { lastName: 'Required' }],
    [{ ...values, message: '' }, { message: 'Required' }],
    [{ ...values, message: 'm'.repeat(10_001) }, { message: 'Please shorten this to 10,000 characters or fewer.' }],
    [{ ...values, message: 'm'.repeat(10_000) }, null],
    [{ ...values, firstName: 'A'.repeat(127), lastName: 'S'.repeat(127) }, null],
    [{ ...values, firstName: 'A'.repeat(200), lastName: 'S'.repeat(60) }, { lastName: 'Please shorten this to 54 characters or fewer.' }],
    [{ ...values, firstName: 'A'.repeat(275), lastName: 'Smith' }, { firstName: 'Please shorten this to 253 characters or fewer.' }],
    [{}, { email: 'Required', firstName: 'Required', lastName: 'Required', message: 'Required' }],
  ])('%#: %j gives %j', (form, errors) => {
    expect(contactFormErrors(form)).toEqual(errors);
  });

  it.each([
    [values, { name: 'Ann Smith', email: 'ann@example.com', comment: 'Do you sell rubies?' }],
    [{ ...values, phone: ' ' }, { name: 'Ann Smith', email: 'ann@example.com', comment: 'Do you sell rubies?' }],
    [
      { ...values, firstName: ' Ann ', phone: '(555) 234-5678' },
      { name: 'Ann Smith', email: 'ann@example.com', comment: 'Do you sell rubies?', telephone: '(555) 234-5678' },
    ],
    [{ ...values, phone: '+1 617.555.1234' }, { name: 'Ann Smith', email: 'ann@example.com', comment: 'Do you sell rubies?', telephone: '(617) 555-1234' }],
  ])('sends %j as %j: the phone, when given, in its own field', (form, payload) => {
    expect(contactFormPayload(form)).toEqual(payload);
  });
});
