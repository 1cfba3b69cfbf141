import type { MoreOptionsRanges } from './more-options';

/** What the detail page asks the rule_recommendation/ call to do with the current stone. */
export type AdjustableParameter = 'price' | 'size' | 'quality';
export type AdjustDirection = 'inc' | 'dec';
export type HistoryCommand = 'back' | 'forward';
/** `stay` walks nowhere: the service answers the stone on screen with the moves it offers. */
export type TuningCommand = HistoryCommand | 'stay';

export type DiamondEdit =
  | { readonly kind: 'adjust'; readonly attr: AdjustableParameter; readonly dir: AdjustDirection }
  | { readonly kind: 'set'; readonly ranges: MoreOptionsRanges }
  | { readonly kind: 'command'; readonly command: TuningCommand };

/** Which minus and plus of the detail page would find a stone, as the recommendation service says of the stone on
 * screen under the shopper's search: false where pressing would find none. */
export type PossibleMoves = Readonly<Record<AdjustableParameter, Readonly<Record<AdjustDirection, boolean>>>>;

/** What the page offers while the service has not said (or cannot say): every move. */
export const EVERY_MOVE: PossibleMoves = { price: { dec: true, inc: true }, size: { dec: true, inc: true }, quality: { dec: true, inc: true } };

/** The walk through earlier and later recommendations. The entries are the service's own and stay opaque here;
 * only whether a list is empty matters to the page. */
export interface DiamondHistory {
  readonly history: readonly unknown[];
  readonly future: readonly unknown[];
}

/** Each history arrow is disabled when its list is empty. */
export const canGoBack = (state: DiamondHistory): boolean => state.history.length > 0;
export const canGoForward = (state: DiamondHistory): boolean => state.future.length > 0;

export const PARAMETER_LOADING_TEXT = 'Getting next recommendation';
