import { ContainerModule as ContainerModuleClass, type Container, type ContainerModule, type ServiceIdentifier } from 'inversify';
import type { AppConfig } from './config';
import { modelsModule } from './modules/models.module';
import { buildServicesContainer } from './services-container';

/** The only place that knows which adapter serves which port: the services (`services-container.ts`) and the
 * presentation models, all at once, as tests and the features use them. Overrides are loaded last and use `rebind`,
 * so a test swaps exactly the adapters it names (in-memory repositories, memory storage, a recording logger). */
export const buildContainer = (config: AppConfig, ...overrides: ContainerModule[]): Container => {
  const container = buildServicesContainer(config);
  container.load(modelsModule);
  if (overrides.length > 0) container.load(...overrides);
  return container;
};

/** An override module that serves `token` with `value`: `buildContainer(config, serveWith(Logger, recorder))`. */
export const serveWith = <T>(token: ServiceIdentifier<T>, value: T): ContainerModule =>
  new ContainerModuleClass(({ rebind }) => {
    rebind(token).toConstantValue(value);
  });
