import type { Container } from 'inversify';
import { createContext, use, useContext, useState, type ReactNode } from 'react';

/** Something there from the start, or loaded on the first demand (once). */
export interface OnDemand<T> {
  /** The value once it is there. */
  readonly current: () => T | undefined;
  /** Starts loading it (the first call only) and resolves with it. */
  readonly ready: () => Promise<T>;
}

/** Loaded when first asked for: `load` runs once, on the first `ready()`. */
export const onDemand = <T,>(load: () => Promise<T>): OnDemand<T> => {
  let loaded: { value: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    current: () => loaded?.value,
    ready: () =>
      (pending ??= load().then((value) => {
        loaded = { value };
        return value;
      })),
  };
};

const present = <T,>(value: T): OnDemand<T> => {
  const ready = Promise.resolve(value);
  return { current: () => value, ready: () => ready };
};

/** The container the views resolve from: there from the start (the server's per-request container, tests), or
 * loaded by the browser when a view first needs it (the shop's services are not part of the first load). */
export const ContainerContext = createContext<OnDemand<Container> | null>(null);

/** The presentation models being bound (the browser loads them when a page first shows one); absent when they are
 * bound from the start (the server, tests). */
export const ModelsReadyContext = createContext<OnDemand<void> | null>(null);

/** Gives every view-model hook below it the composition root's container, or how to load it: a view that needs it
 * then suspends until it is there (its Suspense keeps the server's HTML on screen). */
export function ContainerProvider({
  container,
  modelsReady = null,
  children,
}: {
  container: Container | (() => Promise<Container>);
  modelsReady?: Promise<void> | (() => Promise<void>) | null;
  children: ReactNode;
}) {
  const [source] = useState(() => (typeof container === 'function' ? onDemand(container) : present(container)));
  const [models] = useState(() => (modelsReady === null ? null : typeof modelsReady === 'function' ? onDemand(modelsReady) : onDemand(() => modelsReady)));
  return (
    <ContainerContext.Provider value={source}>
      <ModelsReadyContext.Provider value={models}>{children}</ModelsReadyContext.Provider>
    </ContainerContext.Provider>
  );
}

/** The container, suspending the calling view until the browser has loaded it. */
export function useContainer(hook: string): Container {
  const source = useContext(ContainerContext);
  if (!source) throw new Error(`${hook} needs a ContainerProvider above it.`);
  return source.current() ?? use(source.ready());
}

/** Suspends the calling view until the presentation models are bound. */
export function useModelsReady(): void {
  const models = useContext(ModelsReadyContext);
  if (models && models.current() === undefined) use(models.ready());
}
