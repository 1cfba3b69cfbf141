import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { readConfig } from '../composition/config';
import { buildContainer } from '../composition/container';
import { ContainerProvider } from '../ui/di/container-context';

// The browser's one container for as long as the shop runs, as in the single-page app.
const container = buildContainer(readConfig(import.meta.env));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <ContainerProvider container={container}>
        <HydratedRouter />
      </ContainerProvider>
    </StrictMode>,
  );
});
