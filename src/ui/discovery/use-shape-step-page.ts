import { ShapeStepModel } from '../../application/discovery/shape-step.model';
import type { Shape } from '../../domain/diamond/shapes';
import { useModel, useModelState } from '../rx/use-model';

export function useShapeStepPage() {
  const model = useModel(ShapeStepModel);
  const { shapes, selected, continueTo } = useModelState(model);
  return { shapes, selected, continueTo, select: (shape: Shape) => model.select(shape) };
}
