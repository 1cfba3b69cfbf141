import type { Container } from 'inversify';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ContainerProvider } from '../ui/di/container-context';

// The browser's one container for as long as the shop runs. Neither the shop's services nor its presentation models
// are part of the first load: they start loading right after the first paint (or when a view needs them, if sooner).
// The page's frame (header, footer, what the server rendered) hydrates without them, and a view that waits for them
// keeps the server's HTML on screen meanwhile.
/** A new task: whatever waits for the main thread (a tap, a frame) goes first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
let services: Promise<Container> | undefined;
const loadServices = () =>
  (services ??= Promise.all([
    import('../composition/config'),
    import('../composition/services-container'),
    import('../composition/browser-validation'),
    import('../composition/modules/browser.module'),
  ]).then(([{ readConfig }, { buildServicesContainerStepwise }, { checkAnswersWithoutEval }, { browserModule }]) => {
    checkAnswersWithoutEval();
    // The browser's configuration names each variable it reads: handing `import.meta.env` over whole would compile
    // every `VITE_*` variable of the build into the bundle, whatever it holds. One module is bound per task.
    return buildServicesContainerStepwise(
      readConfig({
        VITE_STORE_URL: import.meta.env.VITE_STORE_URL,
        VITE_GRAPHQL_URL: import.meta.env.VITE_GRAPHQL_URL,
        VITE_CARD_PROVIDER_URL: import.meta.env.VITE_CARD_PROVIDER_URL,
        VITE_FINANCING_URL: import.meta.env.VITE_FINANCING_URL,
        VITE_RING_PAGE_SIZE: import.meta.env.VITE_RING_PAGE_SIZE,
      }),
      nextTask,
      browserModule,
    );
  }));
let models: Promise<void> | undefined;
const loadModels = () =>
  (models ??= (async () => {
    const container = loadServices();
    // The models' chunk is asked for in a task of its own, after the services'.
    await nextTask();
    const [ready, { modelsModule }] = await Promise.all([container, import('../composition/modules/models.module')]);
    await ready.load(modelsModule);
  })());

// Right after the first paint (the frame after this one), so the server's HTML is on screen before any of it is
// requested, and a page that shows a model finds it loading already when it hydrates.
requestAnimationFrame(() => setTimeout(() => void loadModels(), 0));

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
