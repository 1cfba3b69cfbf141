import { describe, it, expect } from 'vitest';
import {
  CERTIFICATE_BUTTON_LABELS,
  CERTIFICATE_ISSUERS,
  certificateRequestComment,
  certificateRequestErrors,
} from './certificate-request';

describe('certificate request', () => {
  it('shows the five issuers', () => {
    expect(CERTIFICATE_ISSUERS).toEqual(['IGI', 'GIA', 'Loupe', 'HRD', 'EGL']);
  });

  it.each([
    ['READY', 'Send'],
    ['LOADING', 'Sending'],
    ['COMPLETE', 'Sent!'],
    ['ERROR', 'Send'],
  ] as const)('the button reads %j when %s', (status, label) => {
    expect(CERTIFICATE_BUTTON_LABELS[status]).toBe(label);
  });

  it.each([
    [{ name: 'Ann', email: 'ann@example.com' }, null],
    [{ name: '', email: 'ann@example.com' }, { name: 'Required' }],
    [{ name: '  ', email: '' }, { name: 'Required', email: 'Required' }],
    [{ name: 'Ann', email: 'ann@example' }, { email: 'Please enter a valid email address' }],
    [{}, { name: 'Required', email: 'Required' }],
  ])('%j gives %j', (values, errors) => {
    expect(certificateRequestErrors(values)).toEqual(errors);
  });

  it('states the request, the diamond and the page', () => {
    expect(certificateRequestComment('123456', '/product-details/MTIzNDU2')).toBe(
      'Certificate request for diamond 123456 (page /product-details/MTIzNDU2)',
    );
  });
});
