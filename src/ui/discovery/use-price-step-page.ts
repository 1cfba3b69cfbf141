import { PriceStepModel } from '../../application/discovery/price-step.model';
import { useModel, useModelState } from '../rx/use-model';

export function usePriceStepPage() {
  const model = useModel(PriceStepModel);
  const { choices } = useModelState(model);
  return { choices };
}
