import type { DeepReadonly } from '../../persistence/json-file-store';
import type { Customer, CustomerAddress } from './customer';

/** Magento's default website, store and "General" customer group. */
const WEBSITE_ID = 1;
const STORE_ID = 1;
const GROUP_ID = 1;

/** Magento\Customer\Api\Data\AddressInterface, with the defaults as booleans (the storefront reads them). */
export function toCustomerAddressResponse(customerId: number, address: DeepReadonly<CustomerAddress>) {
  return {
    id: address.id,
    customer_id: customerId,
    region: { region_code: address.region.region_code, region: address.region.region, region_id: address.region.region_id },
    region_id: address.region.region_id ?? 0,
    country_id: address.country_id,
    street: address.street,
    ...(address.company === null ? {} : { company: address.company }),
    telephone: address.telephone,
    postcode: address.postcode,
    city: address.city,
    firstname: address.firstname,
    lastname: address.lastname,
    default_billing: address.default_billing,
    default_shipping: address.default_shipping,
  };
}

/**
 * Magento\Customer\Api\Data\CustomerInterface. Built field by field, never by spreading the record, so that the
 * password hash can never reach an answer.
 */
export function toCustomerResponse(customer: DeepReadonly<Customer>) {
  const billing = customer.addresses.find((address) => address.default_billing);
  const shipping = customer.addresses.find((address) => address.default_shipping);
  return {
    id: customer.id,
    group_id: GROUP_ID,
    ...(billing ? { default_billing: String(billing.id) } : {}),
    ...(shipping ? { default_shipping: String(shipping.id) } : {}),
    created_at: customer.created_at,
    updated_at: customer.updated_at,
    created_in: 'Default Store View',
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    store_id: STORE_ID,
    website_id: WEBSITE_ID,
    addresses: customer.addresses.map((address) => toCustomerAddressResponse(customer.id, address)),
    disable_auto_group_change: 0,
    extension_attributes: { is_subscribed: false },
  };
}
