import { PICK_PARAM, pickParam } from './diamond-id-codec';

/** The keys the recommendations/ call files its picks under, and the label each is shown with. The service's
 * 'recommended' pick is shown as 'finest' (its best balance of quality, size and value). */
export const FEATURE_LABELS: Readonly<Record<string, string>> = {
  recommended: 'finest',
  best_deal: 'best deal',
};

/** Other keys ('biggest', 'brightest', …) are shown as they are. */
export const featureLabel = (resultKey: string): string => FEATURE_LABELS[resultKey] ?? resultKey;

/** The four picks the recommendations/ call answers (product decisions: recommended, biggest, brightest, best_deal). */
export const PICK_KEYS = ['recommended', 'biggest', 'brightest', 'best_deal'] as const;

/** The label an address's query names, when it is one of the four picks' labels: an address cannot make up a label
 * of its own ('?pick=cheapest' names none). */
export const labelFromAddress = (search: string): string | null => {
  const named = new URLSearchParams(search).get(PICK_PARAM);
  if (named === null) return null;
  return PICK_KEYS.map(featureLabel).find((label) => pickParam(label) === named) ?? null;
};
