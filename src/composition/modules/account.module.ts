import { ContainerModule } from 'inversify';
import { CustomerAccounts } from '../../application/account/customer-accounts.port';
import { CustomerTokenStore } from '../../application/account/customer-token.store.port';
import { CustomerSession } from '../../application/account/customer-session.service';
import { ChangePassword, RequestPasswordReset, ResetPassword } from '../../application/account/passwords.use-cases';
import { Register } from '../../application/account/register.use-case';
import { SignIn } from '../../application/account/sign-in.use-case';
import { SignOut } from '../../application/account/sign-out.use-case';
import { CartRepository } from '../../application/bag/cart.repository.port';
import { BagStore } from '../../application/bag/bag.store.port';
import { Logger } from '../../application/shell/logger.port';
import { Clock } from '../../application/shell/clock.port';
import { LoadAccount } from '../../application/account/load-account.query';
import { SaveCustomerAddress } from '../../application/account/save-customer-address.use-case';
import { WebStorageCustomerToken } from '../../infrastructure/browser-storage/web-storage.customer-token';
import { MagentoCustomerAccounts } from '../../infrastructure/magento-rest/magento-customer-accounts';
import { MagentoHttpClient } from '../../infrastructure/magento-rest/magento-http.client';
import { provide } from '../provide';

export const accountModule = new ContainerModule(({ bind }) => {
  bind(CustomerTokenStore).toResolvedValue((token: WebStorageCustomerToken) => token, [WebStorageCustomerToken]);
  bind(CustomerAccounts).toResolvedValue((http: MagentoHttpClient) => new MagentoCustomerAccounts(http), [MagentoHttpClient]).inSingletonScope();
  bind(CustomerSession)
    .toResolvedValue((accounts: CustomerAccounts, tokens: CustomerTokenStore, logger: Logger) => new CustomerSession(accounts, tokens, logger), [CustomerAccounts, CustomerTokenStore, Logger])
    .inSingletonScope();
  bind(SignIn).toResolvedValue(
    (accounts: CustomerAccounts, tokens: CustomerTokenStore, session: CustomerSession, carts: CartRepository, bag: BagStore, logger: Logger) => new SignIn(accounts, tokens, session, carts, bag, logger),
    [CustomerAccounts, CustomerTokenStore, CustomerSession, CartRepository, BagStore, Logger],
  );
  bind(Register).toResolvedValue((accounts: CustomerAccounts, signIn: SignIn) => new Register(accounts, signIn), [CustomerAccounts, SignIn]);
  bind(SignOut).toResolvedValue(
    (accounts: CustomerAccounts, session: CustomerSession, bag: BagStore, logger: Logger) => new SignOut(accounts, session, bag, logger),
    [CustomerAccounts, CustomerSession, BagStore, Logger],
  );
  bind(RequestPasswordReset).toResolvedValue((accounts: CustomerAccounts) => new RequestPasswordReset(accounts), [CustomerAccounts]);
  bind(ResetPassword).toResolvedValue((accounts: CustomerAccounts) => new ResetPassword(accounts), [CustomerAccounts]);
  bind(LoadAccount).toResolvedValue(
    (session: CustomerSession, accounts: CustomerAccounts, clock: Clock) => new LoadAccount(session, accounts, clock),
    [CustomerSession, CustomerAccounts, Clock],
  );
  provide(bind, SaveCustomerAddress, [CustomerAccounts, CustomerSession]);
  bind(ChangePassword).toResolvedValue((accounts: CustomerAccounts) => new ChangePassword(accounts), [CustomerAccounts]);
});
