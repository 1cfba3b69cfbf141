import type { ServiceIdentifier } from 'inversify';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { PresentationModel } from '../../application/kernel/presentation-model';
import { useModelsContainer } from '../di/container-context';

/** The model a view binds to: one instance per mounted component, resolved from the container by its token,
 * attached while mounted (its own work runs) and detached on unmount. Parameters from the route reach it through
 * its commands (`model.open(id)` in an effect), never through a new instance; `seed` gives a new model what the
 * route's loader already has, before its first render. While the browser is still loading the
 * models (they are not part of the first load), the page suspends: its route's Suspense shows the page loader. */
export function useModel<M extends Pick<PresentationModel<unknown>, 'attach'>>(token: ServiceIdentifier<M>, seed?: (model: M) => void): M {
  const container = useModelsContainer('useModel');
  const [model] = useState(() => {
    const created = container.get(token);
    // What the server already loaded for this page (its route's loader data) is the model's first state, on the
    // server and again when the browser hydrates that HTML: both render the same page, with no trip of their own.
    seed?.(created);
    return created;
  });
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
