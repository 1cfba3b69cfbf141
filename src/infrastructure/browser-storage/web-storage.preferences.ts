import type { ShopperPreferences } from '../../application/kernel/shopper-preferences.port';

const TOUR_KEY = 'tour_dismissed';

export class WebStorageShopperPreferences implements ShopperPreferences {
  constructor(private readonly storage: Storage) {}

  hasDismissedTour = (): boolean => this.storage.getItem(TOUR_KEY) === 'true';
  dismissTour = (): void => this.storage.setItem(TOUR_KEY, 'true');
}
