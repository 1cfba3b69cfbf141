import { PriceStepModel } from '../../application/discovery/price-step.model';
import { useDestination } from '../common/use-destination';
import { useModel, useModelState } from '../rx/use-model';

export function usePriceStepPage() {
  const model = useModel(PriceStepModel);
  const { choices, destination } = useModelState(model);
  useDestination(destination);
  return { choices, choose: (id: Parameters<PriceStepModel['choose']>[0]) => model.choose(id) };
}
