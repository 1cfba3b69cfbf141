import { useDeferredValue, useEffect } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { pickPath } from '../../application/discovery/discovery-paths';
import { RecommendationsModel, type RecommendationsSeed } from '../../application/discovery/recommendations.model';
import type { DiamondId } from '../../domain/diamond/diamond';
import type { Shape } from '../../domain/diamond/shapes';
import { showsResultsSlider } from '../../domain/shared/layout';
import { useDestination } from '../common/use-destination';
import { useWindowWidthIs } from '../common/use-window';
import { useModel, useModelState } from '../rx/use-model';

/** Step 2 of the guided flows, bound to its model; the search in the address opens it. */
export function useRecommendationsPage() {
  // The Top 4 the server loaded for this address render at once (on the server, and when the browser takes over).
  const seed = useLoaderData() as RecommendationsSeed | null | undefined;
  const model = useModel(RecommendationsModel, (created) => seed && created.seed(seed));
  const { results: latest, ...state } = useModelState(model);
  const { search } = useLocation();
  useEffect(() => model.open(search), [model, search]);
  useDestination(state.destination);
  // A whole list of stones renders as a transition, in slices that leave the main thread free for the shopper.
  const results = useDeferredValue(latest);

  return {
    ...state,
    ...results,
    asSlider: useWindowWidthIs(showsResultsSlider),
    toggleFilter: () => model.toggleFilter(),
    selectShape: (next: Shape) => model.selectShape(next),
    startCompare: () => model.startCompare(),
    cancelCompare: () => model.cancelCompare(),
    toggleCompared: (id: DiamondId) => model.toggleCompared(id),
    openComparison: () => model.openComparison(),
    linkOf: pickPath,
  };
}
