import type { ShopByAction } from '../../domain/discovery/shop-by';
import type { Destination } from '../shell/destination';
import { PresentationModel } from '../shell/presentation-model';
import type { ChooseShopByAction } from './choose-shop-by-action.use-case';

export interface ShopByTile {
  readonly action: ShopByAction;
  readonly title: string;
  readonly text: string;
  /** The first step of that way. */
  readonly to: string;
}

export const SHOP_BY_TILES: readonly ShopByTile[] = [
  { action: 'price', title: 'Shop by price', text: 'Find an ideal diamond based on your budget.', to: '/shop-by-price/step1' },
  { action: 'size', title: 'Shop by size', text: 'Size matters. Find the right diamond by size.', to: '/shop-by-size/step1' },
  { action: 'shape', title: 'Shop by shape', text: "Looking for a unique diamond shape? See what's trending.", to: '/shop-by-shape/step1' },
];

export interface ShopByState {
  readonly tiles: readonly ShopByTile[];
  readonly destination: Destination | null;
}

/** /shop-by: three tiles; a tile remembers the way chosen and leads to its first step. */
export class ShopByModel extends PresentationModel<ShopByState> {
  constructor(private readonly chooseAction: ChooseShopByAction) {
    super({ tiles: SHOP_BY_TILES, destination: null });
  }

  choose(action: ShopByAction): void {
    const tile = SHOP_BY_TILES.find((candidate) => candidate.action === action);
    if (!tile) return;
    this.own(this.chooseAction.execute(action).subscribe({ complete: () => this.patch({ destination: { to: tile.to } }) }));
  }
}
