import { describe, it, expect } from 'vitest';
import { CONTACT_REQUIRED_FIELDS, MESSAGE_FIELD_LABEL, contactFormErrors, contactFormPayload } from './contact-form.rules';

const values = { email: 'ann@example.com', firstName: 'Ann', lastName: 'Smith', message: 'Do you sell rubies?' };

describe('contact form', () => {
  it("requires email, names and what's on your mind; phone is optional", () => {
    expect(CONTACT_REQUIRED_FIELDS).toEqual(['email', 'firstName', 'lastName', 'message']);
    expect(MESSAGE_FIELD_LABEL).toBe("What's on your mind?");
  });

  it.each([
    [values, null],
    [{ ...values, phone: '' }, null],
    [{ ...values, phone: '5551234567' }, null],
    [{ ...values, email: '' }, { email: 'Required' }],
    [{ ...values, firstName: ' ' }, { firstName: 'Required' }],
    [{ ...values, lastName: '' }, { lastName: 'Required' }],
    [{ ...values, message: '' }, { message: 'Required' }],
    [{}, { email: 'Required', firstName: 'Required', lastName: 'Required', message: 'Required' }],
  ])('%j gives %j', (form, errors) => {
    expect(contactFormErrors(form)).toEqual(errors);
  });

  it.each([
    [values, { name: 'Ann Smith', email: 'ann@example.com', comment: 'Do you sell rubies?' }],
    [{ ...values, phone: ' ' }, { name: 'Ann Smith', email: 'ann@example.com', comment: 'Do you sell rubies?' }],
    [
      { ...values, firstName: ' Ann ', phone: '(555) 123-4567' },
      { name: 'Ann Smith', email: 'ann@example.com', comment: 'Do you sell rubies?\n\nPhone: (555) 123-4567' },
    ],
  ])('sends %j as %j', (form, payload) => {
    expect(contactFormPayload(form)).toEqual(payload);
  });
});
