import type { ServiceIdentifier } from 'inversify';

/** Small per-browser choices of the shopper, such as having dismissed the detail page's guided tour. */
export interface ShopperPreferences {
  hasDismissedTour(): boolean;
  dismissTour(): void;
}
export const ShopperPreferences = Symbol.for('ShopperPreferences') as ServiceIdentifier<ShopperPreferences>;
