import type { Container } from 'inversify';
import { createContext, use, useContext, useState, type ReactNode } from 'react';

/** Something there from the start, or loaded on the first demand (once). */
export interface OnDemand<T> {
  /** Set when it is there from the start (the server, tests): read directly, never through `use`. */
  readonly given?: { readonly value: T };
  /** Starts loading it (the first call only); always the same promise, marked as settled the way React's `use`
   * reads it, so a view that asks again once it is there gets it at once instead of suspending. */
  readonly ready: () => Promise<T>;
}

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const tracked = <T,>(promise: Promise<T>): Promise<T> => {
  const thenable = promise as Tracked<T>;
  thenable.status = 'pending';
  thenable.then(
    (value) => {
      thenable.status = 'fulfilled';
      thenable.value = value;
    },
    (reason: unknown) => {
      thenable.status = 'rejected';
      thenable.reason = reason;
    },
  );
  return thenable;
};

/** Loaded when first asked for: `load` runs once, on the first `ready()`. */
export const onDemand = <T,>(load: () => Promise<T>): OnDemand<T> => {
  let pending: Promise<T> | undefined;
  return { ready: () => (pending ??= tracked(load())) };
};

/** There from the start. */
const present = <T,>(value: T): OnDemand<T> => {
  const ready = Promise.resolve(value);
  return { given: { value }, ready: () => ready };
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
  // Whether it was given never changes for a provider, so a view calls `use` on every render or on none.
  return source.given ? source.given.value : use(source.ready());
}

/** The container once the presentation models are bound in it, one promise per provider (a view suspends on it
 * once: two `use` calls in a row with only contexts read between them confuse React's development check of the
 * hooks' order, react/react#37655). */
const withModels = new WeakMap<OnDemand<Container>, Promise<Container>>();

/** The container with the presentation models bound, suspending the calling view until the browser has both. */
export function useModelsContainer(hook: string): Container {
  const source = useContext(ContainerContext);
  const models = useContext(ModelsReadyContext);
  if (!source) throw new Error(`${hook} needs a ContainerProvider above it.`);
  // Whether they were given never changes for a provider, so a view calls `use` on every render or on none.
  if (source.given && (!models || models.given)) return source.given.value;
  let ready = withModels.get(source);
  if (!ready) {
    ready = tracked(Promise.all([source.ready(), models?.ready()]).then(([container]) => container));
    withModels.set(source, ready);
  }
  return use(ready);
}
