import { Router } from 'express';
import type { ServerContext } from '../../app/server-context';
import { asyncRoute } from '../../http/async-route';
import { magentoErrors } from '../../http/magento-errors';
import { validateBody } from '../../http/validate-body';
import { toMagentoDateTime } from '../../db/magento-datetime';
import type { MockDatabase } from '../../db/mock-database';
import type { Customer, CustomerAddress } from './customer';
import { addAddress, deleteAddress, saveDefaultBilling, updateAddress } from './customer-addresses';
import { customerErrors } from './customer-errors';
import { toCustomerAddressResponse } from './customer-responses';
import { findCustomer, requireCustomer } from './customer-tokens';
import { addressRequestSchema } from './customer.request';

/**
 * The signed-in customer's address book: the store's `falcon` module (`/V1/falcon/customers/me/address`: list,
 * add, update, delete) and Magento's `/V1/customers/me/billingAddress`. The customer is always the token's; an
 * address id of another customer is simply not found.
 */
export function customerAddressRoutes(context: ServerContext): Router {
  const { store, now } = context;
  const router = Router();
  const path = '/V1/falcon/customers/me/address';

  /** Authenticates, then changes the token's customer in one `store.update` and answers the address. */
  const change = async (customerId: number, edit: (customer: Customer, data: MockDatabase) => CustomerAddress) => {
    let saved: CustomerAddress | undefined;
    await store.update((data) => {
      const customer = findCustomer(data.customers, customerId);
      saved = edit(customer, data);
      customer.updated_at = toMagentoDateTime(now());
    });
    return toCustomerAddressResponse(customerId, saved as CustomerAddress);
  };

  router.get(path, (req, res) => {
    const customer = requireCustomer(context, req);
    res.json(customer.addresses.map((address) => toCustomerAddressResponse(customer.id, address)));
  });

  router.post(
    path,
    asyncRoute(async (req, res) => {
      const { id } = requireCustomer(context, req);
      const { address } = validateBody(addressRequestSchema, req.body);
      // A new address always gets a new id, whatever the client sent.
      res.json(await change(id, (customer, data) => addAddress(customer, data.sequences, { ...address, id: undefined })));
    }),
  );

  router.put(
    path,
    asyncRoute(async (req, res) => {
      const { id } = requireCustomer(context, req);
      const { address } = validateBody(addressRequestSchema, req.body);
      if (address.id === undefined) throw magentoErrors.requiredField('id');
      res.json(await change(id, (customer) => updateAddress(customer, address)));
    }),
  );

  router.delete(
    `${path}/:addressId`,
    asyncRoute(async (req, res) => {
      const { id } = requireCustomer(context, req);
      const addressIdText = req.params.addressId ?? '';
      if (!/^\d+$/.test(addressIdText)) throw magentoErrors.typeMismatch(addressIdText, 'int');
      await store.update((data) => deleteAddress(findCustomer(data.customers, id), Number(addressIdText), addressIdText));
      res.json(true);
    }),
  );

  router.get('/V1/customers/me/billingAddress', (req, res) => {
    const customer = requireCustomer(context, req);
    const billing = customer.addresses.find((address) => address.default_billing);
    if (!billing) throw customerErrors.noDefaultBilling(customer.id);
    res.json(toCustomerAddressResponse(customer.id, billing));
  });

  router.put(
    '/V1/customers/me/billingAddress',
    asyncRoute(async (req, res) => {
      const { id } = requireCustomer(context, req);
      const { address } = validateBody(addressRequestSchema, req.body);
      res.json(await change(id, (customer, data) => saveDefaultBilling(customer, data.sequences, address)));
    }),
  );

  return router;
}
