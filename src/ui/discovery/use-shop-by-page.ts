import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChooseShopByAction } from '../../application/discovery/choose-shop-by-action.use-case';
import type { ShopByAction } from '../../domain/discovery/shop-by';
import { useInjection } from '../di/use-injection';

export const SHOP_BY_TILES: readonly { action: ShopByAction; title: string; text: string; to: string }[] = [
  { action: 'price', title: 'Shop by price', text: 'Find an ideal diamond based on your budget.', to: '/shop-by-price/step1' },
  { action: 'size', title: 'Shop by size', text: 'Size matters. Find the right diamond by size.', to: '/shop-by-size/step1' },
  { action: 'shape', title: 'Shop by shape', text: "Looking for a unique diamond shape? See what's trending.", to: '/shop-by-shape/step1' },
];

export function useShopByPage() {
  const chooseAction = useInjection(ChooseShopByAction);
  const navigate = useNavigate();
  const choose = useCallback(
    (action: ShopByAction) => {
      const tile = SHOP_BY_TILES.find((candidate) => candidate.action === action);
      if (!tile) return;
      chooseAction.execute(action).subscribe({ complete: () => navigate(tile.to) });
    },
    [chooseAction, navigate],
  );
  return { tiles: SHOP_BY_TILES, choose };
}
