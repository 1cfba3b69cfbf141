import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, renderPhrase } from './http-error';
import { validateBody } from './validate-body';

describe('renderPhrase', () => {
  it('fills positional and named placeholders, leaving unknown ones as they are', () => {
    expect(renderPhrase('The CMS page with the "%1" ID doesn\'t exist.', ['9'])).toBe('The CMS page with the "9" ID doesn\'t exist.');
    expect(renderPhrase('"%fieldName" is required. %other', { fieldName: 'email' })).toBe('"email" is required. %other');
    expect(new HttpError(400, '%1 and %2', ['a', 'b']).message).toBe('a and b');
  });
});

describe('validateBody', () => {
  const schema = z.object({ item: z.object({ qty: z.number().int().max(10), sku: z.string().min(1) }) });
  const failure = (body: unknown) => {
    try {
      validateBody(schema, body);
    } catch (error) {
      return error instanceof HttpError ? { status: error.status, phrase: error.phrase, parameters: error.parameters } : error;
    }
    throw new Error('expected a validation error');
  };

  it('returns the parsed body', () => {
    expect(validateBody(schema, { item: { qty: 2, sku: 'fw-1-er' }, extra: true })).toEqual({ item: { qty: 2, sku: 'fw-1-er' } });
  });

  it('names the innermost field of a nested problem', () => {
    expect(failure({ item: { qty: 1 } })).toEqual({ status: 400, phrase: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'sku' } });
  });

  it('uses Magento type names in a type mismatch', () => {
    expect(failure({ item: { qty: 'two', sku: 'x' } })).toMatchObject({ parameters: { value: 'two', type: 'float' } });
  });

  it('answers other rules with an invalid value', () => {
    expect(failure({ item: { qty: 11, sku: 'x' } })).toEqual({
      status: 400,
      phrase: 'Invalid value of "%value" provided for the %fieldName field.',
      parameters: { value: '11', fieldName: 'qty' },
    });
  });

  it('quotes a value nested too deeply to serialize by its type, rather than failing', () => {
    const deep = JSON.parse(`${'['.repeat(20_000)}${']'.repeat(20_000)}`) as unknown;
    expect(failure({ item: { qty: deep, sku: 'x' } })).toMatchObject({ status: 400, parameters: { value: '[...]', type: 'float' } });
  });

  it('answers a body nested too deeply for the schema checks to examine as one that cannot be decoded', () => {
    const deep = JSON.parse(`${'['.repeat(20_000)}${']'.repeat(20_000)}`) as unknown;
    const text = z.object({ sku: z.union([z.string().max(64), z.number()]) });
    expect(() => validateBody(text, { sku: { length: deep } })).toThrow(expect.objectContaining({ status: 400, phrase: 'Decoding error.' }));
  });

  it('answers a length that cannot be read as a number as a body that cannot be decoded', () => {
    // Found by the route fuzz on collect-totals: `{ method: { length: { toString: '' } } }`.
    const payment = z.object({ paymentMethod: z.object({ method: z.string().min(1).max(255) }) });
    expect(() => validateBody(payment, { paymentMethod: { method: { length: { toString: '' } } } })).toThrow(
      expect.objectContaining({ status: 400, phrase: 'Decoding error.' }),
    );
  });

  it('shortens a long offending value', () => {
    const result = failure({ item: { qty: 1, sku: ['x'.repeat(500)] } }) as { parameters: { value: string } };
    expect(result.parameters.value.length).toBeLessThanOrEqual(100);
  });
});
