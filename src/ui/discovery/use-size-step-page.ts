import { SizeStepModel } from '../../application/discovery/size-step.model';
import { useDestination } from '../common/use-destination';
import { useModel, useModelState } from '../rx/use-model';

/** The size step, bound to its model. */
export function useSizeStepPage() {
  const model = useModel(SizeStepModel);
  const state = useModelState(model);
  useDestination(state.destination);
  return { ...state, increase: () => model.increase(), decrease: () => model.decrease(), proceed: () => model.proceed() };
}
