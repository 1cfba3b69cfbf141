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
  container.load(platformModule(config), discoveryModule, diamondModule, bagModule, ringsModule, accountModule, contentModule, checkoutModule, chatModule);
  if (overrides.length > 0) container.load(...overrides);
  return container;
};
