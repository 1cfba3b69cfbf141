import { ShopByModel } from '../../application/discovery/shop-by.model';
import { useModel, useModelState } from '../rx/use-model';

export function useShopByPage() {
  const model = useModel(ShopByModel);
  const { tiles } = useModelState(model);
  return { tiles };
}
