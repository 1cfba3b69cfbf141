import { ShapeStepModel } from '../../application/discovery/shape-step.model';
import type { Shape } from '../../domain/diamond/shapes';
import { useDestination } from '../common/use-destination';
import { useModel, useModelState } from '../rx/use-model';

export function useShapeStepPage() {
  const model = useModel(ShapeStepModel);
  const { shapes, selected, destination } = useModelState(model);
  useDestination(destination);
  return { shapes, selected, select: (shape: Shape) => model.select(shape), proceed: () => model.proceed() };
}
