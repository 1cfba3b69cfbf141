import type { RecommendedDiamond } from '../discovery/recommendation';
import type { ShopByQuery } from '../discovery/shop-by';
import { SHOP_ERRORS, soldStoneNote, unknownStoneNote } from '../shared/error-catalogue';
import { stoneCarat } from './carat';
import { verdictOf, type DealVerdict } from './deal-verdict';
import type { Diamond, DiamondId } from './diamond';
import type { Shape } from './shapes';

/*
 * A product page whose stone the shop cannot sell is no dead end: beside 'This diamond is no longer available' (a
 * stone an order holds) or 'Diamond was not found' (an id the shop never had) it offers stones the shopper can buy,
 * and says honestly what they are. A sold stone is still known to the recommendation service, which offers the
 * stones on sale nearest it; an unknown id has no record to be near, so the top picks of the shop's default search
 * stand in, named as such.
 */

/** How many stones a page without its stone offers. */
export const ALTERNATIVES_SHOWN = 3;

/** A stone the recommendation service was asked about, as it still knows it: `available` is false once sold. */
export interface AskedStone {
  readonly id: DiamondId;
  readonly shape: Shape;
  readonly size: number;
  readonly color: string;
  readonly clarity: string;
  readonly available: boolean;
}

/** The stone asked about and the stones on sale nearest it, closest first. */
export interface SimilarDiamonds {
  readonly stone: AskedStone;
  readonly diamonds: readonly Diamond[];
}

/** A stone offered instead: a top pick wears its label (FINEST…), a similar stone none. */
export interface AlternativeStone {
  readonly diamond: Diamond;
  readonly label: string | null;
  readonly verdict: DealVerdict | null;
}

export interface Alternatives {
  /** 'similar': the stones nearest a sold stone; 'top-picks': the default search's top picks, for an unknown id. */
  readonly kind: 'similar' | 'top-picks';
  /** What the page says in its heading: the catalogue's message for the stone. */
  readonly message: string;
  /** What the stones offered are, in one or two sentences. */
  readonly note: string;
  readonly stones: readonly AlternativeStone[];
  /** The search whose top picks they are (its whole Top 4 is a link away); null for similar stones. */
  readonly search: ShopByQuery | null;
}

/** '1.01 ct Oval diamond (F color, VS2 clarity)'. */
const stoneInWords = (stone: AskedStone): string => `${stoneCarat(stone.size)} ct ${stone.shape} diamond (${stone.color} color, ${stone.clarity} clarity)`;

/** The stones nearest a stone the service knows: a sold one is 'no longer available'. One it still sells (the page's
 * look-up and this answer crossed a sale, or its reversal) was not found a moment ago, and is said so. */
export const similarAlternatives = ({ stone, diamonds }: SimilarDiamonds): Alternatives => {
  const stones = diamonds.slice(0, ALTERNATIVES_SHOWN).map((diamond) => ({ diamond, label: null, verdict: verdictOf(diamond) }));
  return {
    kind: 'similar',
    message: stone.available ? SHOP_ERRORS.DIAMOND_NOT_FOUND.message : SHOP_ERRORS.DIAMOND_UNAVAILABLE.message,
    note: soldStoneNote(stoneInWords(stone), stones.length, !stone.available),
    stones,
    search: null,
  };
};

/** The top picks of `search` (described as `searchInWords`), for an id the shop never had. */
export const topPickAlternatives = (search: ShopByQuery, searchInWords: string, picks: readonly RecommendedDiamond[]): Alternatives => {
  const stones = picks.slice(0, ALTERNATIVES_SHOWN).map((pick) => ({ diamond: pick.diamond, label: pick.featureLabel, verdict: pick.verdict }));
  return { kind: 'top-picks', message: SHOP_ERRORS.DIAMOND_NOT_FOUND.message, note: unknownStoneNote(searchInWords, stones.length), stones, search };
};

/** Whether the page is about a stone that existed and is gone for good (HTTP 410), rather than one never had (404). */
export const isGoneForGood = (alternatives: Alternatives): boolean => alternatives.message === SHOP_ERRORS.DIAMOND_UNAVAILABLE.message;
