/** The keys the recommendations/ call files its picks under, and the label each is shown with. The service's
 * 'recommended' pick is shown as 'finest' (its best balance of quality, size and value). */
export const FEATURE_LABELS: Readonly<Record<string, string>> = {
  recommended: 'finest',
  best_deal: 'best deal',
};

/** Other keys ('biggest', 'brightest', …) are shown as they are. */
export const featureLabel = (resultKey: string): string => FEATURE_LABELS[resultKey] ?? resultKey;
