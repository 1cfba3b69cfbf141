import type { Shape } from '../../domain/diamond/shapes';

/** Where the guided flows lead. */
export const SIZE_STEP_PATH = '/shop-by-size/step1';
export const RECOMMENDATIONS_PATH = '/shop-by-price/step2';
export const COMPARISON_PATH = '/compare-diamonds';

/** The recommendations for a shape: the page reads it from `?shape=`. */
export const recommendationsPath = (shape: Shape): string => `${RECOMMENDATIONS_PATH}?shape=${encodeURIComponent(shape)}`;
