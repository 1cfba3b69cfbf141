import type { Container } from 'inversify';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ContainerProvider } from '../ui/di/container-context';

// The browser's one container for as long as the shop runs. Neither the shop's services nor its presentation models
// are part of the first load: they load when a view first needs them, or once the page has loaded and the browser is
// idle, whichever comes first (so the next page finds them there). The page's frame (header, footer, what the server
// rendered) hydrates without them, and a view that waits for them keeps the server's HTML on screen meanwhile.
let services: Promise<Container> | undefined;
const loadServices = () =>
  (services ??= Promise.all([import('../composition/config'), import('../composition/services-container')]).then(([{ readConfig }, { buildServicesContainer }]) =>
    buildServicesContainer(readConfig(import.meta.env)),
  ));
let models: Promise<void> | undefined;
const loadModels = () =>
  (models ??= Promise.all([loadServices(), import('../composition/modules/models.module')]).then(async ([container, { modelsModule }]) => {
    await container.load(modelsModule);
  }));

const whenIdle = (work: () => void) => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(work, { timeout: 3000 }) : window.setTimeout(work, 200));
const afterLoad = () => whenIdle(() => void loadModels());
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad, { once: true });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <ContainerProvider container={loadServices} modelsReady={loadModels}>
        <HydratedRouter />
      </ContainerProvider>
    </StrictMode>,
  );
});
