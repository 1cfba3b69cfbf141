import type { ServiceIdentifier } from 'inversify';
import { use, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { PresentationModel } from '../../application/shell/presentation-model';
import { ContainerContext, ModelsReadyContext } from '../di/container-context';

/** The model a view binds to: one instance per mounted component, resolved from the container by its token,
 * attached while mounted (its own work runs) and detached on unmount. Parameters from the route reach it through
 * its commands (`model.open(id)` in an effect), never through a new instance. While the browser is still loading the
 * models (they are not part of the first load), the page suspends: its route's Suspense shows the page loader. */
export function useModel<M extends Pick<PresentationModel<unknown>, 'attach'>>(token: ServiceIdentifier<M>): M {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useModel needs a ContainerProvider above it.');
  const modelsReady = useContext(ModelsReadyContext);
  if (modelsReady) use(modelsReady);
  const [model] = useState(() => container.get(token));
  useEffect(() => model.attach(), [model]);
  return model;
}

/** The model's state, re-rendering the view when it changes. */
export function useModelState<S>(model: PresentationModel<S>): S {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = model.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => model.state,
    () => model.state,
  );
}
