import type { Container } from 'inversify';
import { createContext, use, useContext, useState, type ReactNode } from 'react';

/** The container the views resolve from: there from the start (the server's per-request container, tests), or still
 * loading (the browser loads the shop's services beside the first page, so the first load carries only the page's
 * frame). */
export interface ContainerSource {
  /** The container once it is there. */
  readonly current: () => Container | undefined;
  /** Resolves with the container. */
  readonly ready: Promise<Container>;
}

export const ContainerContext = createContext<ContainerSource | null>(null);

/** Resolves once the presentation models are bound (the browser loads them beside the first page); absent when they
 * are bound from the start (tests). */
export const ModelsReadyContext = createContext<Promise<void> | null>(null);

const sourceOf = (container: Container | Promise<Container>): ContainerSource => {
  if (!(container instanceof Promise)) return { current: () => container, ready: Promise.resolve(container) };
  let loaded: Container | undefined;
  const ready = container.then((value) => (loaded = value));
  return { current: () => loaded, ready };
};

/** Gives every view-model hook below it the composition root's container, or the promise of it while the browser
 * is still loading the services: a view that needs one then suspends (its Suspense keeps the server's HTML). */
export function ContainerProvider({ container, modelsReady = null, children }: { container: Container | Promise<Container>; modelsReady?: Promise<void> | null; children: ReactNode }) {
  const [source] = useState(() => sourceOf(container));
  return (
    <ContainerContext.Provider value={source}>
      <ModelsReadyContext.Provider value={modelsReady}>{children}</ModelsReadyContext.Provider>
    </ContainerContext.Provider>
  );
}

/** The container, suspending the calling view until the browser has loaded it. */
export function useContainer(hook: string): Container {
  const source = useContext(ContainerContext);
  if (!source) throw new Error(`${hook} needs a ContainerProvider above it.`);
  return source.current() ?? use(source.ready);
}
