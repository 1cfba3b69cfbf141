import { catchError, map, throwError, type Observable } from 'rxjs';
import type { CustomerAccounts, NewCustomer } from '../../application/kernel/customer-accounts.port';
import type { Customer } from '../../domain/account/customer';
import type { Order } from '../../domain/account/order';
import type { OrderAddress, OrderDetails } from '../../domain/account/order-details';
import type { Address } from '../../domain/checkout/address';
import { SIGN_IN_EMAIL_REQUIRED, SIGN_IN_PASSWORD_REQUIRED } from '../../domain/shared/error-catalogue';
import type { CustomerWire, OrderAddressWire, OrderWire, changePasswordRequestSchema, createCustomerRequestSchema } from '../../../contracts/store/rest';
import { customerAddressSchema, customerSchema, customerTokenSchema, doneSchema, orderSearchResultSchema } from './store-rest.schemas';
import type { z } from 'zod/mini';
import { fromMagentoCustomerAddress, toAddressRefusal, toMagentoCustomerAddress } from './magento-address.mapper';
import type { MagentoHttpClient } from './magento-http-client';
import { formFieldRefused, type RefusedFieldKind } from '../../domain/shared/field-refusal';
import { MagentoRequestError, refusedFieldOf, requiredFieldsOf } from './magento-request.error';

export const toCustomer = (dto: CustomerWire): Customer => ({
  id: dto.id,
  firstname: dto.firstname,
  lastname: dto.lastname,
  email: dto.email,
  addresses: (dto.addresses ?? []).map(fromMagentoCustomerAddress).filter((address): address is Address => address !== null),
});

/** An order of the store as the account pages list it: the wire names (increment_id, created_at…) stop here. */
export const toOrder = (dto: OrderWire): Order => ({
  number: dto.increment_id,
  createdAt: dto.created_at,
  billingFirstname: dto.billing_address?.firstname ?? '',
  billingLastname: dto.billing_address?.lastname ?? '',
  currency: dto.base_currency_code ?? 'USD',
  grandTotal: dto.base_grand_total ?? 0,
  status: dto.status ?? '',
});

const text = (value: string | null | undefined): string => (value ?? '').trim();

/** An address of an order as its page writes it; null when the order has none (no name, no street). */
export const toOrderAddress = (dto: OrderAddressWire | undefined): OrderAddress | null => {
  if (!dto) return null;
  const name = [text(dto.firstname), text(dto.lastname)].filter(Boolean).join(' ');
  const street = (dto.street ?? []).map((line) => line.trim()).filter(Boolean);
  if (!name && street.length === 0) return null;
  const place = [text(dto.city), [text(dto.region_code), text(dto.postcode)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return { name, company: text(dto.company) || null, street, cityLine: place, telephone: text(dto.telephone) };
};

/** One order with its lines, totals, addresses and payment: the shipping address is in the order's shipping
 * assignment, as Magento answers it. */
export const toOrderDetails = (dto: OrderWire): OrderDetails => ({
  ...toOrder(dto),
  lines: (dto.items ?? []).map((item) => {
    const quantity = item.qty_ordered ?? 1;
    const unitPrice = item.price ?? 0;
    return { sku: item.sku, name: item.name ?? item.sku, unitPrice, quantity, total: item.row_total ?? unitPrice * quantity };
  }),
  subtotal: dto.subtotal ?? 0,
  discount: dto.discount_amount ?? 0,
  shipping: dto.shipping_amount ?? 0,
  tax: dto.tax_amount ?? 0,
  couponCode: dto.coupon_code ?? null,
  billingAddress: toOrderAddress(dto.billing_address),
  shippingAddress: toOrderAddress(dto.extension_attributes?.shipping_assignments?.[0]?.shipping?.address),
  paymentMethod: dto.payment?.method ?? null,
});

/** Magento's searchCriteria for one order of the customer: its increment id, exactly. */
export const orderQuery = (orderNumber: string): string => {
  const params = new URLSearchParams();
  params.set('searchCriteria[filter_groups][0][filters][0][field]', 'increment_id');
  params.set('searchCriteria[filter_groups][0][filters][0][value]', orderNumber);
  params.set('searchCriteria[filter_groups][0][filters][0][condition_type]', 'eq');
  params.set('searchCriteria[pageSize]', '1');
  return params.toString();
};

type Wire<Schema extends z.ZodMiniType> = z.input<Schema>;

/** Magento's timestamps are UTC 'YYYY-MM-DD HH:mm:ss'. */
const magentoTime = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

/** Magento's searchCriteria for the customer's orders: created since a date, newest first. */
export const ordersQuery = (since: Date | null): string => {
  const params = new URLSearchParams();
  if (since) {
    params.set('searchCriteria[filter_groups][0][filters][0][field]', 'created_at');
    params.set('searchCriteria[filter_groups][0][filters][0][value]', magentoTime(since));
    params.set('searchCriteria[filter_groups][0][filters][0][condition_type]', 'gteq');
  }
  params.set('searchCriteria[sortOrders][0][field]', 'created_at');
  params.set('searchCriteria[sortOrders][0][direction]', 'DESC');
  return params.toString();
};

/** The store names a blank sign-in field by its API name ('"username" is required. Enter and try again.'); the
 * shopper's form calls it Email. The form's first blank field is named; any other refusal keeps the store's words. */
const inTheFormsWords = (error: unknown): unknown => {
  if (!(error instanceof MagentoRequestError)) return error;
  const required = requiredFieldsOf(error);
  const message = required.includes('username') ? SIGN_IN_EMAIL_REQUIRED : required.includes('password') ? SIGN_IN_PASSWORD_REQUIRED : null;
  return message ? new MagentoRequestError(error.status, message, error.parameters, error.errors) : error;
};

type NewCustomerField = keyof NewCustomer & string;
const CUSTOMER_FIELDS: Readonly<Record<string, NewCustomerField>> = { firstname: 'firstname', lastname: 'lastname', email: 'email' };
/** Magento's length refusal names the customer's attribute by its label. */
const CUSTOMER_FIELDS_BY_LABEL: Readonly<Record<string, NewCustomerField>> = { 'First Name': 'firstname', 'Last Name': 'lastname', Email: 'email' };
const CUSTOMER_FIELD_KINDS: Readonly<Record<NewCustomerField, RefusedFieldKind>> = { firstname: 'name', lastname: 'name', email: 'email' };

/** The store's refusal of a field of a new customer as the shop's typed refusal of that field; any other failure
 * keeps the store's words. */
const toCustomerRefusal = (error: unknown): unknown => {
  if (!(error instanceof MagentoRequestError)) return error;
  const refused = refusedFieldOf(error, CUSTOMER_FIELDS, CUSTOMER_FIELDS_BY_LABEL);
  return refused ? formFieldRefused(refused.field, CUSTOMER_FIELD_KINDS[refused.field], refused.reason) : error;
};

/** Customers over Magento 2.4's REST API. */
export class MagentoCustomerAccounts implements CustomerAccounts {
  constructor(private readonly http: MagentoHttpClient) {}

  signIn(email: string, password: string): Observable<string> {
    return this.http
      .post('/V1/integration/customer/token', { username: email, password }, customerTokenSchema)
      .pipe(catchError((error: unknown) => throwError(() => inTheFormsWords(error))));
  }

  register(customer: NewCustomer, password: string): Observable<Customer> {
    return this.http
      .post('/V1/customers', { customer: { firstname: customer.firstname, lastname: customer.lastname, email: customer.email }, password } satisfies Wire<typeof createCustomerRequestSchema>, customerSchema)
      .pipe(
        map(toCustomer),
        catchError((error: unknown) => throwError(() => toCustomerRefusal(error))),
      );
  }

  me(): Observable<Customer> {
    return this.http.get('/V1/customers/me', customerSchema).pipe(map(toCustomer));
  }

  revokeToken(): Observable<void> {
    return this.http.post('/V1/integration/customer/revoke-customer-token', undefined, doneSchema).pipe(map(() => undefined));
  }

  changePassword(currentPassword: string, newPassword: string): Observable<void> {
    return this.http.put('/V1/customers/me/password', { currentPassword, newPassword } satisfies Wire<typeof changePasswordRequestSchema>, doneSchema).pipe(map(() => undefined));
  }

  requestPasswordReset(email: string): Observable<void> {
    return this.http.put('/V1/customers/password', { email, template: 'email_reset' }, doneSchema).pipe(map(() => undefined));
  }

  resetPassword(email: string, resetToken: string, newPassword: string): Observable<void> {
    return this.http.post('/V1/customers/resetPassword', { email, resetToken, newPassword }, doneSchema).pipe(map(() => undefined));
  }

  saveAddress(address: Address): Observable<Address> {
    const path = '/V1/falcon/customers/me/address';
    const body = { address: toMagentoCustomerAddress(address) };
    const saved = address.id ? this.http.put(path, body, customerAddressSchema) : this.http.post(path, body, customerAddressSchema);
    return saved.pipe(
      map((dto) => fromMagentoCustomerAddress(dto) ?? address),
      catchError((error: unknown) => throwError(() => toAddressRefusal(error))),
    );
  }

  order(orderNumber: string): Observable<OrderDetails | null> {
    return this.http.get(`/V1/falcon/orders/mine?${orderQuery(orderNumber)}`, orderSearchResultSchema).pipe(
      map((result) => {
        const found = (result.items ?? []).find((item) => item.increment_id === orderNumber);
        return found ? toOrderDetails(found) : null;
      }),
    );
  }

  orders(since: Date | null): Observable<readonly Order[]> {
    return this.http.get(`/V1/falcon/orders/mine?${ordersQuery(since)}`, orderSearchResultSchema).pipe(map((result) => (result.items ?? []).map(toOrder)));
  }
}
