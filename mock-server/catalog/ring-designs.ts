import type { RingColorLabel, RingMetalLabel, RingOptionLabel } from './catalog-attributes';

/**
 * The ring designs of the catalogue: what a merchandiser writes once. The url key's part before the first dash is
 * the design code (`solitaire-classic` → `fw-solitaire-er`), so every design starts with a part of its own. Prices,
 * accent-stone weights and dates are drawn from the seed (`build-ring-catalog.ts`).
 */
export interface RingDesign {
  readonly urlKey: string;
  /** Holds "Ring" (the listing searches for it) and no dash (variant names split on dashes). */
  readonly name: string;
  readonly option: Exclude<RingOptionLabel, 'Bridal Set'>;
  readonly setting: string;
  /** The largest center stone the setting holds. */
  readonly sizeLimit: string;
  /** Number of small accent diamonds; 0 for none. */
  readonly accentCount: number;
  readonly diamondShapes: readonly string[];
  readonly colors: readonly RingColorLabel[];
  readonly metals: readonly RingMetalLabel[];
  /** One sentence for the short description. */
  readonly pitch: string;
}

const ALL_COLORS: readonly RingColorLabel[] = ['Rose Gold', 'White Gold', 'Yellow Gold'];
const GOLD_14K: readonly RingMetalLabel[] = ['14K'];
const GOLD_14K_18K: readonly RingMetalLabel[] = ['14K', '18K'];
const ROUND_FANCY = ['Round', 'Oval', 'Cushion', 'Princess', 'Emerald', 'Pear'];
const ALL_SHAPES = ['Round', 'Oval', 'Cushion', 'Princess', 'Emerald', 'Pear', 'Radiant', 'Asscher', 'Marquise', 'Heart'];

const design = (fields: Omit<RingDesign, 'colors' | 'metals'> & Partial<Pick<RingDesign, 'colors' | 'metals'>>): RingDesign => ({
  colors: ALL_COLORS,
  metals: GOLD_14K,
  ...fields,
});

export const RING_DESIGNS: readonly RingDesign[] = [
  design({ urlKey: 'solitaire-classic', name: 'Classic Solitaire Ring', option: 'Solitaire', setting: 'Four-prong', sizeLimit: 'Up to 3 ct', accentCount: 0, diamondShapes: ALL_SHAPES, metals: GOLD_14K_18K, pitch: 'Four slim prongs hold your diamond high above a comfort-fit band.' }),
  design({ urlKey: 'knife-edge-solitaire', name: 'Knife Edge Solitaire Ring', option: 'Solitaire', setting: 'Four-prong', sizeLimit: 'Up to 2.5 ct', accentCount: 0, diamondShapes: ROUND_FANCY, pitch: 'A band that rises to a fine ridge catches the light on both sides of the stone.' }),
  design({ urlKey: 'cathedral-solitaire', name: 'Cathedral Solitaire Ring', option: 'Solitaire', setting: 'Cathedral six-prong', sizeLimit: 'Up to 3 ct', accentCount: 0, diamondShapes: ['Round', 'Oval', 'Cushion'], metals: GOLD_14K_18K, pitch: 'Graceful arches sweep up from the band to cradle the center diamond.' }),
  design({ urlKey: 'bezel-modern', name: 'Modern Bezel Solitaire Ring', option: 'Solitaire', setting: 'Full bezel', sizeLimit: 'Up to 2 ct', accentCount: 0, diamondShapes: ['Round', 'Oval', 'Emerald'], pitch: 'A smooth collar of gold wraps the diamond: sleek, secure and made for every day.' }),
  design({ urlKey: 'tapered-baguette-solitaire', name: 'Tapered Baguette Solitaire Ring', option: 'Solitaire', setting: 'Four-prong with baguette shoulders', sizeLimit: 'Up to 2.5 ct', accentCount: 2, diamondShapes: ['Round', 'Emerald', 'Radiant'], pitch: 'Two tapered baguettes lead the eye to a classic prong-set center stone.' }),
  design({ urlKey: 'twist-solitaire', name: 'Twisted Band Solitaire Ring', option: 'Solitaire', setting: 'Four-prong', sizeLimit: 'Up to 2 ct', accentCount: 0, diamondShapes: ROUND_FANCY, pitch: 'Two strands of gold twist together beneath a single diamond.' }),
  design({ urlKey: 'halo-royal', name: 'Royal Halo Ring', option: 'Halo', setting: 'Four-prong with halo', sizeLimit: 'Up to 3 ct', accentCount: 18, diamondShapes: ['Round', 'Oval', 'Cushion', 'Pear'], metals: GOLD_14K_18K, pitch: 'A circle of bright accent diamonds makes the center stone look a size larger.' }),
  design({ urlKey: 'cushion-halo', name: 'Cushion Halo Ring', option: 'Halo', setting: 'Four-prong with cushion halo', sizeLimit: 'Up to 2.5 ct', accentCount: 20, diamondShapes: ['Cushion', 'Round', 'Radiant'], pitch: 'A soft-cornered halo frames the center diamond in vintage-inspired sparkle.' }),
  design({ urlKey: 'double-halo', name: 'Double Halo Ring', option: 'Halo', setting: 'Four-prong with double halo', sizeLimit: 'Up to 2 ct', accentCount: 36, diamondShapes: ['Round', 'Oval', 'Cushion'], metals: GOLD_14K_18K, pitch: 'Two rows of pavé diamonds surround the center stone for maximum brilliance.' }),
  design({ urlKey: 'hidden-halo', name: 'Hidden Halo Ring', option: 'Halo', setting: 'Four-prong with hidden halo', sizeLimit: 'Up to 3 ct', accentCount: 14, diamondShapes: ALL_SHAPES, pitch: 'A secret row of diamonds under the center stone shows only from the side.' }),
  design({ urlKey: 'sunburst-halo', name: 'Sunburst Halo Ring', option: 'Halo', setting: 'Six-prong with graduated halo', sizeLimit: 'Up to 2 ct', accentCount: 16, diamondShapes: ['Round', 'Oval'], pitch: 'Graduated accent diamonds radiate from the center like rays of light.' }),
  design({ urlKey: 'pave-petite', name: 'Petite Pavé Ring', option: 'Pavé', setting: 'Four-prong with pavé band', sizeLimit: 'Up to 2 ct', accentCount: 24, diamondShapes: ROUND_FANCY, metals: GOLD_14K_18K, pitch: 'A delicate band paved halfway round with tiny diamonds.' }),
  design({ urlKey: 'micropave-band', name: 'Micropavé Band Ring', option: 'Pavé', setting: 'Four-prong with micropavé', sizeLimit: 'Up to 2.5 ct', accentCount: 40, diamondShapes: ROUND_FANCY, pitch: 'Forty hand-set diamonds line a band finer than a pencil lead.' }),
  design({ urlKey: 'french-pave', name: 'French Pavé Ring', option: 'Pavé', setting: 'Four-prong with French pavé', sizeLimit: 'Up to 2.5 ct', accentCount: 22, diamondShapes: ['Round', 'Oval', 'Princess'], pitch: 'V-shaped cuts under each accent diamond let more light into the band.' }),
  design({ urlKey: 'split-shank-pave', name: 'Split Shank Pavé Ring', option: 'Pavé', setting: 'Four-prong with split shank', sizeLimit: 'Up to 3 ct', accentCount: 32, diamondShapes: ['Round', 'Oval', 'Cushion', 'Radiant'], pitch: 'The band divides into two pavé ribbons as it meets the center stone.' }),
  design({ urlKey: 'eternity-pave', name: 'Eternity Pavé Ring', option: 'Pavé', setting: 'Four-prong with full eternity band', sizeLimit: 'Up to 2 ct', accentCount: 48, diamondShapes: ['Round', 'Oval'], pitch: 'Diamonds all the way round: sparkle from every angle.' }),
  design({ urlKey: 'three-stone-trellis', name: 'Three Stone Trellis Ring', option: 'Three Stone', setting: 'Trellis prongs', sizeLimit: 'Up to 2.5 ct', accentCount: 2, diamondShapes: ['Round', 'Oval', 'Cushion'], metals: GOLD_14K_18K, pitch: 'Interwoven trellis prongs hold a center diamond between two round side stones.' }),
  design({ urlKey: 'trinity-pear', name: 'Trinity Pear Ring', option: 'Three Stone', setting: 'Four-prong with pear side stones', sizeLimit: 'Up to 2.5 ct', accentCount: 2, diamondShapes: ['Round', 'Oval', 'Emerald'], pitch: 'Two pear-shaped side stones point toward your center diamond.' }),
  design({ urlKey: 'trilogy-baguette', name: 'Trilogy Baguette Ring', option: 'Three Stone', setting: 'Four-prong with baguette side stones', sizeLimit: 'Up to 3 ct', accentCount: 2, diamondShapes: ['Emerald', 'Radiant', 'Asscher'], pitch: 'Crisp baguettes flank a step-cut center stone in Art Deco lines.' }),
  design({ urlKey: 'past-present-future', name: 'Past Present Future Ring', option: 'Three Stone', setting: 'Basket prongs', sizeLimit: 'Up to 2 ct', accentCount: 2, diamondShapes: ['Round', 'Princess'], pitch: 'Three diamonds for your past, your present and your future together.' }),
  design({ urlKey: 'tribute-round', name: 'Tribute Three Stone Ring', option: 'Three Stone', setting: 'Six-prong', sizeLimit: 'Up to 2.5 ct', accentCount: 2, diamondShapes: ['Round', 'Cushion', 'Oval'], pitch: 'Generous round side stones give the center diamond a bold silhouette.' }),
  design({ urlKey: 'vintage-milgrain', name: 'Vintage Milgrain Ring', option: 'Vintage', setting: 'Bezel with milgrain edge', sizeLimit: 'Up to 2 ct', accentCount: 12, diamondShapes: ['Round', 'Cushion', 'Oval'], metals: GOLD_14K_18K, pitch: 'Tiny beads of gold trace every edge, as jewelers did a century ago.' }),
  design({ urlKey: 'art-deco-filigree', name: 'Art Deco Filigree Ring', option: 'Vintage', setting: 'Six-prong with filigree gallery', sizeLimit: 'Up to 2 ct', accentCount: 10, diamondShapes: ['Round', 'Asscher', 'Emerald'], colors: ['White Gold'], pitch: 'Openwork filigree in cool white gold, straight from the jazz age.' }),
  design({ urlKey: 'edwardian-scroll', name: 'Edwardian Scroll Ring', option: 'Vintage', setting: 'Four-prong with scroll gallery', sizeLimit: 'Up to 2.5 ct', accentCount: 8, diamondShapes: ['Round', 'Oval', 'Marquise'], pitch: 'Hand-engraved scrolls curl along the shoulders of a lace-light band.' }),
  design({ urlKey: 'victorian-cluster', name: 'Victorian Cluster Ring', option: 'Vintage', setting: 'Cluster', sizeLimit: 'Up to 1.5 ct', accentCount: 8, diamondShapes: ['Round', 'Oval', 'Pear'], pitch: 'A ring of diamonds blooms round the center stone like a Victorian brooch.' }),
];

/** The free ring of the bag's "$300 value" offer (spec: Free ring offer): every colour and metal the bag offers. */
export const FREE_RING_DESIGN: RingDesign = design({
  urlKey: 'freering-solitaire',
  name: 'Free Solitaire Ring',
  option: 'Solitaire',
  setting: 'Four-prong',
  sizeLimit: 'Up to 2 ct',
  accentCount: 0,
  diamondShapes: ALL_SHAPES,
  colors: ['White Gold', 'Yellow Gold', 'Rose Gold'],
  metals: ['14K', '18K', 'Platinum'],
  pitch: 'Our gift with your diamond: a timeless four-prong solitaire, a $300 value.',
});

/** What the catalogue asks for its designs, by ring style: the price range of a 14K setting. */
export const PRICE_RANGE_BY_OPTION: Readonly<Record<RingDesign['option'], { min: number; max: number }>> = {
  Solitaire: { min: 600, max: 1800 },
  Pavé: { min: 900, max: 2400 },
  Halo: { min: 1200, max: 3200 },
  Vintage: { min: 1100, max: 3000 },
  'Three Stone': { min: 1500, max: 4000 },
};
