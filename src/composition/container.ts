import { Container, ContainerModule as ContainerModuleClass, type ContainerModule, type ServiceIdentifier } from 'inversify';
import type { AppConfig } from './config';
import { accountModule } from './modules/account.module';
import { bagModule } from './modules/bag.module';
import { checkoutModule } from './modules/checkout.module';
import { contentModule } from './modules/content.module';
import { diamondModule } from './modules/diamond.module';
import { discoveryModule } from './modules/discovery.module';
import { platformModule } from './modules/platform.module';
import { ringsModule } from './modules/rings.module';

/** The only place that knows which adapter serves which port. Overrides are loaded last and use `rebind`,
 * so a test swaps exactly the adapters it names (in-memory repositories, memory storage, a recording logger). */
export const buildContainer = (config: AppConfig, ...overrides: ContainerModule[]): Container => {
  const container = new Container({ defaultScope: 'Transient' });
  container.load(platformModule(config), discoveryModule, diamondModule, bagModule, ringsModule, accountModule, contentModule, checkoutModule);
  if (overrides.length > 0) container.load(...overrides);
  return container;
};

/** An override module that serves `token` with `value`: `buildContainer(config, serveWith(Logger, recorder))`. */
export const serveWith = <T>(token: ServiceIdentifier<T>, value: T): ContainerModule =>
  new ContainerModuleClass(({ rebind }) => {
    rebind(token).toConstantValue(value);
  });
