import { useDeferredValue, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { RecommendationsModel } from '../../application/discovery/recommendations.model';
import type { DiamondId } from '../../domain/diamond/diamond';
import type { Shape } from '../../domain/diamond/shapes';
import type { RecommendedDiamond } from '../../domain/discovery/recommendation';
import { showsResultsSlider } from '../../domain/shared/layout';
import { useDestination } from '../common/use-destination';
import { useWindowWidthIs } from '../common/use-window';
import { useModel, useModelState } from '../rx/use-model';

/** Step 2 of the guided flows, bound to its model; the address's `?shape=` opens it. */
export function useRecommendationsPage() {
  const model = useModel(RecommendationsModel);
  const { results: latest, ...state } = useModelState(model);
  const shape = useSearchParams()[0].get('shape');
  useEffect(() => model.open(shape), [model, shape]);
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
    openDiamond: (pick: RecommendedDiamond) => model.openDiamond(pick),
  };
}
