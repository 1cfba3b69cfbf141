import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SizeStepModel } from '../../application/discovery/size-step.model';
import { useModel, useModelState } from '../rx/use-model';

/** The size step, bound to its model; its address (the shape chosen on the shape step) opens it. */
export function useSizeStepPage() {
  const { search } = useLocation();
  const model = useModel(SizeStepModel, (created) => created.seed(search));
  const state = useModelState(model);
  useEffect(() => model.open(search), [model, search]);
  return { ...state, increase: () => model.increase(), decrease: () => model.decrease() };
}
