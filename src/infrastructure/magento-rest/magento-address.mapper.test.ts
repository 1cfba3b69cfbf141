import { describe, expect, it } from 'vitest';
import { fromMagentoCustomerAddress, toAddressRefusal, toMagentoCustomerAddress } from './magento-address.mapper';
import { MagentoRequestError } from './magento-request.error';

describe('the store refusing an address field', () => {
  it.each([
    ['postcode', 'zip'],
    ['telephone', 'phone'],
    ['city', 'city'],
    ['firstname', 'firstName'],
    ['street', 'address'],
    ['regionId', 'state'],
  ])('names its %s as the form field %s', (fieldName, field) => {
    const error = new MagentoRequestError(400, `The ${fieldName} was refused.`, { fieldName, value: 'x' });
    expect(toAddressRefusal(error)).toEqual({ code: 'CHECKOUT.ADDRESS_FIELD_REFUSED', message: `The ${fieldName} was refused.`, field, address: null });
  });

  it('leaves any other failure as it was', () => {
    const other = new MagentoRequestError(400, 'Carrier with such method not found: a, b', ['a', 'b']);
    const server = new MagentoRequestError(500, 'Internal error', { fieldName: 'postcode' });
    const unknownField = new MagentoRequestError(400, 'Invalid value', { fieldName: 'qty' });
    for (const error of [other, server, unknownField, new Error('offline')]) expect(toAddressRefusal(error)).toBe(error);
  });
});

describe('a customer address on the wire', () => {
  it('keeps the zip as text and reads a number the store sent back as text', () => {
    const wire = toMagentoCustomerAddress({
      firstname: 'Dana',
      lastname: 'Demo',
      street: ['24 Beacon St'],
      city: 'Boston',
      region: { region_code: 'MA', region: 'Massachusetts', region_id: 32 },
      country_id: 'US',
      postcode: '02108',
      telephone: '(617) 555-0100',
      default_shipping: true,
    });
    expect(wire).toMatchObject({ postcode: '02108', region: { region_code: 'MA', region_id: 32 }, region_id: 32, default_shipping: true });
    expect(fromMagentoCustomerAddress({ ...wire, id: 3, postcode: 2108 })).toMatchObject({ id: 3, postcode: '2108', region: { region_code: 'MA' } });
  });
});
