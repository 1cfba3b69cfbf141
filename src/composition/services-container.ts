import { Container, type ContainerModule } from 'inversify';
import type { AppConfig } from './config';
import { accountModule } from './modules/account.module';
import { bagModule } from './modules/bag.module';
import { chatModule } from './modules/chat.module';
import { checkoutModule } from './modules/checkout.module';
import { contentModule } from './modules/content.module';
import { diamondModule } from './modules/diamond.module';
import { discoveryModule } from './modules/discovery.module';
import { platformModule } from './modules/platform.module';
import { ringsModule } from './modules/rings.module';

/** The shop's services, use cases and adapters, without the presentation models (`models.module.ts`): the browser
 * starts with this (and its `browserModule`) and loads the models beside the first page (`src/app/entry.client.tsx`). */
export const buildServicesContainer = (config: AppConfig, ...overrides: ContainerModule[]): Container => {
  const container = new Container({ defaultScope: 'Transient' });
  container.load(...servicesModules(config));
  if (overrides.length > 0) container.load(...overrides);
  return container;
};

/** The same container, built one module at a time with `between()` awaited after each: the browser gives its main
 * thread back between them (binding every service at once held a slowed phone's main thread for some 60 ms). */
export const buildServicesContainerStepwise = async (config: AppConfig, between: () => Promise<void>, ...overrides: ContainerModule[]): Promise<Container> => {
  const container = new Container({ defaultScope: 'Transient' });
  for (const module of [...servicesModules(config), ...overrides]) {
    container.load(module);
    await between();
  }
  return container;
};

const servicesModules = (config: AppConfig): ContainerModule[] => [
  platformModule(config),
  discoveryModule,
  diamondModule,
  bagModule,
  ringsModule,
  accountModule,
  contentModule,
  checkoutModule,
  chatModule,
];
