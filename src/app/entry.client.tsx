import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { readConfig } from '../composition/config';
import { buildServicesContainer } from '../composition/services-container';
import { ContainerProvider } from '../ui/di/container-context';

// The browser's one container for as long as the shop runs. The presentation models load beside the first page, not
// in the first load: a page that binds one waits for them (the server's HTML stays on screen meanwhile).
const container = buildServicesContainer(readConfig(import.meta.env));
const modelsReady = import('../composition/modules/models.module').then(async ({ modelsModule }) => {
  await container.load(modelsModule);
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <ContainerProvider container={container} modelsReady={modelsReady}>
        <HydratedRouter />
      </ContainerProvider>
    </StrictMode>,
  );
});
