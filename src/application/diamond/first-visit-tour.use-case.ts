import type { ShopperPreferences } from '../kernel/shopper-preferences.port';

/** The detail page's guided tour is shown on every visit until the shopper dismisses it once in this browser. */
export class FirstVisitTour {
  constructor(private readonly preferences: ShopperPreferences) {}

  isDue(): boolean {
    return !this.preferences.hasDismissedTour();
  }

  dismiss(): void {
    this.preferences.dismissTour();
  }
}
