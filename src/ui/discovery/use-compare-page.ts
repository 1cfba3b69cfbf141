import { useEffect, type MouseEvent } from 'react';
import { useBlocker, useLoaderData, useLocation } from 'react-router';
import { CompareModel, type CompareRouteState, type CompareSeed } from '../../application/discovery/compare.model';
import type { DiamondId } from '../../domain/diamond/diamond';
import { isPlainClick } from '../common/plain-click';
import { useModel, useModelState } from '../rx/use-model';

/** The comparison, bound to its model; the address's ids (or the route state) open it, and leaving while the model
 * guards it asks first. */
export function useComparePage() {
  // The stones the server compared for this address render at once (on the server, and when the browser takes over).
  const seed = useLoaderData() as CompareSeed | null | undefined;
  const model = useModel(CompareModel, (created) => seed && created.seed(seed));
  const state = useModelState(model);
  const location = useLocation();
  const route = location.state as Partial<CompareRouteState> | null;
  const { search } = location;
  useEffect(() => model.open(route, search), [model, route, search]);

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
    rows: state.rows,
    icons: state.icons,
    // Only a click that leaves this tab for the stone's page drops the question: one that opens it elsewhere keeps the
    // comparison guarded here.
    select: (id: DiamondId, event: MouseEvent<HTMLElement>) => {
      if (isPlainClick(event)) model.select(id);
    },
    leavePrompt: blocker.state === 'blocked' ? state.leavePrompt : null,
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
