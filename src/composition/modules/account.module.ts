import { ContainerModule } from 'inversify';
import { CustomerAccounts } from '../../application/kernel/customer-accounts.port';
import { CustomerTokenStore } from '../../application/kernel/customer-token.store.port';
import { CustomerSession } from '../../application/kernel/customer-session.service';
import { ChangePassword, RequestPasswordReset, ResetPassword } from '../../application/account/passwords.use-cases';
import { Register } from '../../application/account/register.use-case';
import { SignIn } from '../../application/account/sign-in.use-case';
import { SignOut } from '../../application/account/sign-out.use-case';
import { CartRepository } from '../../application/kernel/cart.repository.port';
import { BagStore } from '../../application/kernel/bag.store.port';
import { Logger } from '../../application/kernel/logger.port';
import { Clock } from '../../application/kernel/clock.port';
import { LoadAccount } from '../../application/account/load-account.query';
import { LoadOrder } from '../../application/account/load-order.query';
import { SaveCustomerAddress } from '../../application/account/save-customer-address.use-case';
import { SessionKeeper } from '../../application/account/session-keeper.port';
import { StoreSessionKeeper } from '../../application/account/store-session-keeper';
import { MagentoCustomerAccounts } from '../../infrastructure/magento-rest/magento-customer-accounts';
import { MagentoHttpClient } from '../../infrastructure/magento-rest/magento-http-client';
import { provide, provideAs } from '../provide';

export const accountModule = new ContainerModule(({ bind }) => {
  provideAs(bind, CustomerAccounts, MagentoCustomerAccounts, [MagentoHttpClient], { scope: 'singleton' });
  provide(bind, CustomerSession, [CustomerAccounts, CustomerTokenStore, Logger], { scope: 'singleton' });
  // Signing in, up and out where the sign-in is kept: here, on the storefront's server (and in the features); the
  // browser's container asks the server instead (`browserModule`).
  provideAs(bind, SessionKeeper, StoreSessionKeeper, [CustomerAccounts, CustomerTokenStore, CartRepository, BagStore, Logger]);
  provide(bind, SignIn, [SessionKeeper, CustomerSession]);
  provide(bind, Register, [SessionKeeper, CustomerSession]);
  provide(bind, SignOut, [SessionKeeper, CustomerSession, Logger]);
  provide(bind, RequestPasswordReset, [CustomerAccounts]);
  provide(bind, ResetPassword, [CustomerAccounts]);
  provide(bind, LoadAccount, [CustomerSession, CustomerAccounts, Clock]);
  provide(bind, LoadOrder, [CustomerSession, CustomerAccounts]);
  provide(bind, SaveCustomerAddress, [CustomerAccounts, CustomerSession]);
  provide(bind, ChangePassword, [CustomerAccounts]);
});
