import type { ShopByAction } from '../../domain/discovery/shop-by';
import { PresentationModel } from '../kernel/presentation-model';

export interface ShopByTile {
  readonly action: ShopByAction;
  readonly title: string;
  readonly text: string;
  /** The first step of that way. */
  readonly to: string;
}

// The steps' addresses are written out: the guided search's paths module would bring the search's address rules into
// this page's first load.
export const SHOP_BY_TILES: readonly ShopByTile[] = [
  { action: 'price', title: 'Shop by price', text: 'Find an ideal diamond based on your budget.', to: '/shop-by-price/step1' },
  { action: 'size', title: 'Shop by size', text: 'Size matters. Find the right diamond by size.', to: '/shop-by-size/step1' },
  { action: 'shape', title: 'Shop by shape', text: "Looking for a unique diamond shape? See what's trending.", to: '/shop-by-shape/step1' },
];

export interface ShopByState {
  readonly tiles: readonly ShopByTile[];
}

/** /shop-by: three tiles, each a link to the first step of its way. The step remembers the way once it opens, so a
 * tile tapped before the page's script runs, or opened in a new tab, is remembered all the same. */
export class ShopByModel extends PresentationModel<ShopByState> {
  constructor() {
    super({ tiles: SHOP_BY_TILES });
  }
}
