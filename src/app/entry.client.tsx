import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { readConfig } from '../composition/config';
import { buildServicesContainer } from '../composition/services-container';
import { ContainerProvider } from '../ui/di/container-context';

// The browser's configuration names each variable it reads: handing `import.meta.env` over whole would compile every
// `VITE_*` variable of the build into the bundle, whatever it holds.
const config = readConfig({
  VITE_STORE_URL: import.meta.env.VITE_STORE_URL,
  VITE_GRAPHQL_URL: import.meta.env.VITE_GRAPHQL_URL,
  VITE_CARD_PROVIDER_URL: import.meta.env.VITE_CARD_PROVIDER_URL,
  VITE_FINANCING_URL: import.meta.env.VITE_FINANCING_URL,
  VITE_RING_PAGE_SIZE: import.meta.env.VITE_RING_PAGE_SIZE,
});

// The browser's one container for as long as the shop runs. The presentation models load beside the first page, not
// in the first load: a page that binds one waits for them (the server's HTML stays on screen meanwhile).
const container = buildServicesContainer(config);
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
