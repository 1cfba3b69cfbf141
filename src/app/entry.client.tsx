import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ContainerProvider } from '../ui/di/container-context';

// The browser's one container for as long as the shop runs. Neither the shop's services nor its presentation models
// are part of the first load: they load beside it, and the page's frame (header, footer, what the server rendered)
// hydrates meanwhile; a view that needs a service or a model waits for them with the server's HTML on screen.
const container = Promise.all([import('../composition/config'), import('../composition/services-container')]).then(([{ readConfig }, { buildServicesContainer }]) =>
  buildServicesContainer(readConfig(import.meta.env)),
);
const modelsReady = Promise.all([container, import('../composition/modules/models.module')]).then(async ([services, { modelsModule }]) => {
  await services.load(modelsModule);
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
