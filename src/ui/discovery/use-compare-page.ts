import { useEffect } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { CompareModel, type CompareRouteState } from '../../application/discovery/compare.model';
import type { DiamondId } from '../../domain/diamond/diamond';
import { useDestination } from '../common/use-destination';
import { useModel, useModelState } from '../rx/use-model';

/** The comparison, bound to its model; the route state opens it, and leaving while the model guards it asks first. */
export function useComparePage() {
  const model = useModel(CompareModel);
  const state = useModelState(model);
  const route = useLocation().state as Partial<CompareRouteState> | null;
  useEffect(() => model.open(route), [model, route]);
  useDestination(state.destination);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => model.state.leavePrompt !== null && currentLocation.pathname !== nextLocation.pathname);

  // A reload or closing the tab asks the browser's own question.
  const guarding = state.leavePrompt !== null;
  useEffect(() => {
    if (!guarding) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guarding]);

  return {
    loading: state.loading,
    error: state.error,
    diamonds: state.diamonds,
    attributes: state.attributes,
    select: (id: DiamondId) => model.select(id),
    leavePrompt: blocker.state === 'blocked' ? state.leavePrompt : null,
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
