import { describe, expect, it } from 'vitest';
import { anAddress } from '../../../test/doubles/address-fixtures';
import { fromMagentoCustomerAddress, toAddressRefusal, toMagentoAddress, toMagentoCustomerAddress } from './magento-address.mapper';
import { MagentoRequestError } from './magento-request.error';

describe('the store refusing an address field', () => {
  it.each([
    ['postcode', 'zip', 'Please check the ZIP code.'],
    ['telephone', 'phone', 'Please check the phone number.'],
    ['city', 'city', 'Please check the city.'],
    ['firstname', 'firstName', 'Please check the name.'],
    ['street', 'address', 'Please check the street address.'],
    ['regionId', 'state', 'Please choose the state again.'],
    ['region_code', 'state', 'Please choose the state again.'],
    ['email', 'email', 'Please check the email address.'],
  ])("names its %s as the form field %s, in the shop's words: %j", (fieldName, field, message) => {
    const error = new MagentoRequestError(400, `Invalid value of "0210" provided for the ${fieldName} field.`, { fieldName, value: '0210' });
    expect(toAddressRefusal(error)).toEqual({ code: 'CHECKOUT.ADDRESS_FIELD_REFUSED', message, field, reason: { kind: 'invalid' }, address: null });
  });

  it("says 'Required' for a field it found missing", () => {
    const error = new MagentoRequestError(400, '"lastname" is required. Enter and try again.', { fieldName: 'lastname' });
    expect(toAddressRefusal(error)).toEqual({ code: 'CHECKOUT.ADDRESS_FIELD_REFUSED', message: 'Required', field: 'lastName', reason: { kind: 'required' }, address: null });
  });

  it.each([
    ['First Name', 'firstName'],
    ['Last Name', 'lastName'],
    ['Street Address', 'address'],
    ['City', 'city'],
    ['Company', 'company'],
    ['Phone Number', 'phone'],
  ])('reads a length refusal naming %j as the form field %s, with the length the store keeps', (label, field) => {
    const error = new MagentoRequestError(400, `"${label}" length must be equal or less than 255 characters.`, [label, '255']);
    expect(toAddressRefusal(error)).toEqual({
      code: 'CHECKOUT.ADDRESS_FIELD_REFUSED',
      message: 'Please shorten this to 255 characters or fewer.',
      field,
      reason: { kind: 'too-long', maxLength: 255 },
      address: null,
    });
  });

  it('leaves any other failure as it was', () => {
    const other = new MagentoRequestError(400, 'Carrier with such method not found: a, b', ['a', 'b']);
    const server = new MagentoRequestError(500, 'Internal error', { fieldName: 'postcode' });
    const unknownField = new MagentoRequestError(400, 'Invalid value', { fieldName: 'qty' });
    const unknownLabel = new MagentoRequestError(400, '"%1" length must be equal or less than %2 characters.', ['VAT Number', '255']);
    for (const error of [other, server, unknownField, unknownLabel, new Error('offline')]) expect(toAddressRefusal(error)).toBe(error);
  });
});

describe('a customer address on the wire', () => {
  it('keeps the zip as text and reads a number the store sent back as text', () => {
    const wire = toMagentoCustomerAddress({
      firstname: 'Dana',
      lastname: 'Demo',
      street: ['24 Beacon St'],
      city: 'Boston',
      region: { code: 'MA', name: 'Massachusetts', id: 32 },
      countryId: 'US',
      postcode: '02108',
      telephone: '(617) 555-0100',
      defaultShipping: true,
    });
    expect(wire).toMatchObject({ postcode: '02108', region: { region_code: 'MA', region_id: 32 }, region_id: 32, default_shipping: true });
    expect(fromMagentoCustomerAddress({ ...wire, id: 3, postcode: 2108 })).toMatchObject({ id: 3, postcode: '2108', region: { code: 'MA' } });
  });
});

describe("a cart address the customer's address book should keep", () => {
  it("is sent with Magento's save_in_address_book, and any other without it", () => {
    expect(toMagentoAddress(anAddress(), undefined, true)).toMatchObject({ firstname: 'Ada', save_in_address_book: 1 });
    expect(toMagentoAddress(anAddress())).not.toHaveProperty('save_in_address_book');
  });
});
