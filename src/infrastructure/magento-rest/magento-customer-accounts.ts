import { map, type Observable } from 'rxjs';
import type { CustomerAccounts, NewCustomer } from '../../application/account/customer-accounts.port';
import type { Customer } from '../../domain/account/customer';
import type { Order } from '../../domain/account/order';
import type { Address } from '../../domain/checkout/address';
import type { MagentoHttpClient } from './magento-http.client';

interface CustomerDto {
  readonly id: number;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly addresses?: readonly (Address & { default_billing?: boolean; default_shipping?: boolean })[];
}

interface OrderDto {
  readonly increment_id: string;
  readonly created_at: string;
  readonly status?: string;
  readonly base_currency_code?: string;
  readonly base_grand_total?: number;
  readonly billing_address?: { readonly firstname?: string; readonly lastname?: string };
}

export const toCustomer = (dto: CustomerDto): Customer => ({
  id: dto.id,
  firstname: dto.firstname,
  lastname: dto.lastname,
  email: dto.email,
  addresses: dto.addresses ?? [],
});

export const toOrder = (dto: OrderDto): Order => ({
  increment_id: dto.increment_id,
  created_at: dto.created_at,
  billing_firstname: dto.billing_address?.firstname ?? '',
  billing_lastname: dto.billing_address?.lastname ?? '',
  base_currency_code: dto.base_currency_code ?? 'USD',
  base_grand_total: dto.base_grand_total ?? 0,
  status: dto.status ?? '',
});

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

/** Customers over Magento 2.4's REST API. */
export class MagentoCustomerAccounts implements CustomerAccounts {
  constructor(private readonly http: MagentoHttpClient) {}

  signIn(email: string, password: string): Observable<string> {
    return this.http.post<string>('/V1/integration/customer/token', { username: email, password });
  }

  register(customer: NewCustomer, password: string): Observable<Customer> {
    return this.http.post<CustomerDto>('/V1/customers', { customer, password }).pipe(map(toCustomer));
  }

  me(): Observable<Customer> {
    return this.http.get<CustomerDto>('/V1/customers/me').pipe(map(toCustomer));
  }

  revoke(customerId: number): Observable<void> {
    return this.http.post<unknown>('/V1/integration/customer/revoke', { customerId }).pipe(map(() => undefined));
  }

  changePassword(currentPassword: string, newPassword: string): Observable<void> {
    return this.http.put<unknown>('/V1/customers/me/password', { currentPassword, newPassword }).pipe(map(() => undefined));
  }

  requestPasswordReset(email: string): Observable<void> {
    return this.http.put<unknown>('/V1/customers/password', { email, template: 'email_reset' }).pipe(map(() => undefined));
  }

  resetPassword(email: string, resetToken: string, newPassword: string): Observable<void> {
    return this.http.post<unknown>('/V1/customers/resetPassword', { email, resetToken, newPassword }).pipe(map(() => undefined));
  }

  saveAddress(address: Address): Observable<Address> {
    const path = '/V1/falcon/customers/me/address';
    return address.id ? this.http.put<Address>(path, { address }) : this.http.post<Address>(path, { address });
  }

  orders(since: Date | null): Observable<readonly Order[]> {
    return this.http.get<{ items?: OrderDto[] }>(`/V1/falcon/orders/mine?${ordersQuery(since)}`).pipe(map((result) => (result.items ?? []).map(toOrder)));
  }
}
