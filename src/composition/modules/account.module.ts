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
import { MagentoHttpClient } from '../../infrastructure/magento-rest/magento-http-client';
import { provide, provideAs } from '../provide';

export const accountModule = new ContainerModule(({ bind }) => {
  // The browser's token store is the one the HTTP clients read the token from.
  bind(CustomerTokenStore).toService(WebStorageCustomerToken);
  provideAs(bind, CustomerAccounts, MagentoCustomerAccounts, [MagentoHttpClient], { scope: 'singleton' });
  provide(bind, CustomerSession, [CustomerAccounts, CustomerTokenStore, Logger], { scope: 'singleton' });
  provide(bind, SignIn, [CustomerAccounts, CustomerTokenStore, CustomerSession, CartRepository, BagStore, Logger]);
  provide(bind, Register, [CustomerAccounts, SignIn]);
  provide(bind, SignOut, [CustomerAccounts, CustomerSession, BagStore, Logger]);
  provide(bind, RequestPasswordReset, [CustomerAccounts]);
  provide(bind, ResetPassword, [CustomerAccounts]);
  provide(bind, LoadAccount, [CustomerSession, CustomerAccounts, Clock]);
  provide(bind, SaveCustomerAddress, [CustomerAccounts, CustomerSession]);
  provide(bind, ChangePassword, [CustomerAccounts]);
});
