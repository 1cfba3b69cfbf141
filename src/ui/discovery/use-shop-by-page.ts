import { ShopByModel } from '../../application/discovery/shop-by.model';
import { useDestination } from '../common/use-destination';
import { useModel, useModelState } from '../rx/use-model';

export function useShopByPage() {
  const model = useModel(ShopByModel);
  const { tiles, destination } = useModelState(model);
  useDestination(destination);
  return { tiles, choose: (action: Parameters<ShopByModel['choose']>[0]) => model.choose(action) };
}
