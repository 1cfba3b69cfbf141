import type { Diamond } from './diamond';
import { stoneCarat } from './carat';
import { caratImageLevel, CARAT_LEVELS, QUALITY_LEVELS, qualityIcon, qualityLevel } from './quality-score';
import type { QualityIcon } from './quality-score';
import { formatPrice } from '../shared/money';
import { EVERY_MOVE, type AdjustDirection, type PossibleMoves } from '../discovery/diamond-edit';

/** What the minus and plus of a panel move on the recommendation service. */
export type TunedAttribute = 'price' | 'size' | 'quality';

/** The minus or plus of a panel: its name, whether it would find a stone, and, when it would not, why. */
export interface PanelButton {
  /** 'Higher quality', or 'No higher quality for this search' when no stone keeps the move's promise. */
  readonly label: string;
  readonly possible: boolean;
  /** Why there is no such stone (the button's accessible description); null while the move is possible. */
  readonly why: string | null;
}

export const MOVE_NAMES: Readonly<Record<TunedAttribute, Readonly<Record<AdjustDirection, string>>>> = {
  price: { dec: 'Lower price', inc: 'Higher price' },
  size: { dec: 'Smaller diamond', inc: 'Bigger diamond' },
  quality: { dec: 'Lower quality', inc: 'Higher quality' },
};

/** What a button says, and why, when the service finds no stone that keeps its promise within the shopper's search. */
export const NO_MOVE: Readonly<Record<TunedAttribute, Readonly<Record<AdjustDirection, { readonly label: string; readonly why: string }>>>> = {
  price: {
    dec: { label: 'No lower price for this search', why: 'No diamond of this shape in your search costs less.' },
    inc: { label: 'No higher price for this search', why: 'No dearer diamond of this shape is bigger or finer without being smaller or of a lower quality.' },
  },
  size: {
    dec: { label: 'No smaller diamond for this search', why: 'No smaller diamond of this shape in your search costs the same or less.' },
    inc: { label: 'No bigger diamond for this search', why: 'No bigger diamond of this shape is within your budget.' },
  },
  quality: {
    dec: { label: 'No lower quality for this search', why: "No cheaper diamond of this shape in your search has every grade (cut, color, clarity) at most this one's and one lower." },
    inc: { label: 'No higher quality for this search', why: "No diamond of this shape in your search has every grade (cut, color, clarity) at least this one's and one higher." },
  },
};

const buttonsOf = (type: TunedAttribute, moves: PossibleMoves): Readonly<Record<AdjustDirection, PanelButton>> => {
  const button = (dir: AdjustDirection): PanelButton =>
    moves[type][dir] ? { label: MOVE_NAMES[type][dir], possible: true, why: null } : { ...NO_MOVE[type][dir], possible: false };
  return { dec: button('dec'), inc: button('inc') };
};

/** One green bar of a panel: a facet's level out of its scale, with the grade it stands for. */
export interface PanelLine {
  readonly name: string;
  readonly param: string;
  readonly level: number;
  readonly of: number;
  /** Width of the bar, 0–100. */
  readonly width: number;
  /** The C's level icon (cut, color, clarity, carat), shown in place of the bar. */
  readonly icon?: QualityIcon;
}

/** A Price, Size or Quality panel of the detail page (spec section 3, product parameter section). */
export interface ProductParameterSection {
  readonly title: 'Price' | 'Size' | 'Quality';
  readonly type: TunedAttribute;
  /** Where the stone sits on the panel's scale, 0–100. */
  readonly percentage: number;
  readonly value: string;
  readonly lines: readonly PanelLine[];
  readonly descriptions: readonly string[];
  readonly currency?: string;
  /** Its minus and plus. */
  readonly buttons: Readonly<Record<AdjustDirection, PanelButton>>;
}

/** The price scale runs from a small stone to the top of the More Options slider, logarithmically, because a
 * $2,000 step means much more at $3,000 than at $300,000. */
export const PRICE_SCALE = { from: 500, to: 1_000_000 } as const;
/** The size scale covers the weights the shop sells most: a quarter carat to five carats. */
export const SIZE_SCALE = { from: 0.25, to: 5 } as const;

const clampPercent = (value: number): number => Math.round(Math.min(100, Math.max(0, value)));
const line = (name: string, param: string, level: number, of: number, icon?: QualityIcon): PanelLine => ({ name, param, level, of, width: clampPercent((level / of) * 100), ...(icon ? { icon } : {}) });

export const pricePercentage = (price: number): number =>
  price > 0 ? clampPercent((Math.log(price / PRICE_SCALE.from) / Math.log(PRICE_SCALE.to / PRICE_SCALE.from)) * 100) : 0;

export const sizePercentage = (carat: number): number => clampPercent(((carat - SIZE_SCALE.from) / (SIZE_SCALE.to - SIZE_SCALE.from)) * 100);

/** The Price, Size and Quality panels of a stone, their buttons as `moves` says (every move while unknown). */
export const parameterPanels = (diamond: Diamond, moves: PossibleMoves = EVERY_MOVE): readonly ProductParameterSection[] => {
  const quality = diamond.quality;
  const perCarat = diamond.size > 0 ? diamond.price / diamond.size : 0;
  return [
    {
      title: 'Price',
      type: 'price',
      percentage: pricePercentage(diamond.price),
      value: formatPrice(diamond.price),
      currency: 'USD',
      lines: [line('Value', `${qualityLevel(quality.overall)} of ${QUALITY_LEVELS}`, qualityLevel(quality.overall), QUALITY_LEVELS)],
      descriptions: [`${formatPrice(perCarat)} per carat`, 'Minus finds a cheaper diamond, plus a finer one for more.'],
      buttons: buttonsOf('price', moves),
    },
    {
      title: 'Size',
      type: 'size',
      percentage: sizePercentage(diamond.size),
      value: `${stoneCarat(diamond.size)} ct`,
      lines: [line('Carat', stoneCarat(diamond.size), caratImageLevel(quality.carat), CARAT_LEVELS, qualityIcon('carat', `${stoneCarat(diamond.size)} ct`, quality.carat))],
      descriptions: [`${diamond.lengthMm.toFixed(2)} × ${diamond.widthMm.toFixed(2)} × ${diamond.depthMm.toFixed(2)} mm`, 'Minus finds a smaller diamond, plus a bigger one.'],
      buttons: buttonsOf('size', moves),
    },
    {
      title: 'Quality',
      type: 'quality',
      percentage: clampPercent((qualityLevel(quality.overall) / QUALITY_LEVELS) * 100),
      value: `${diamond.cut} · ${diamond.color} · ${diamond.clarity}`,
      lines: [
        line('Cut', diamond.cut, qualityLevel(quality.cut), QUALITY_LEVELS, qualityIcon('cut', diamond.cut, quality.cut)),
        line('Color', diamond.color, qualityLevel(quality.color), QUALITY_LEVELS, qualityIcon('color', diamond.color, quality.color)),
        line('Clarity', diamond.clarity, qualityLevel(quality.clarity), QUALITY_LEVELS, qualityIcon('clarity', diamond.clarity, quality.clarity)),
      ],
      descriptions: ['Minus trades a grade for a lower price, plus finds a diamond with every grade as good and one better.'],
      buttons: buttonsOf('quality', moves),
    },
  ];
};

/** The three detail tables of the detail page. */
export const detailTables = (diamond: Diamond): readonly { readonly title: string; readonly rows: readonly (readonly [string, string])[] }[] => [
  {
    title: 'Diamond details',
    rows: [
      ['Shape', diamond.shape],
      ['Carat', stoneCarat(diamond.size)],
      ['Color', diamond.color],
      ['Clarity', diamond.clarity],
      ['Cut', diamond.cut],
      ['Polish', diamond.polish],
      ['Symmetry', diamond.symmetry],
      ['Fluorescence', [diamond.fluorescenceIntensity, diamond.fluorescenceColor].filter(Boolean).join(' ')],
    ],
  },
  {
    title: 'Measurements',
    rows: [
      ['Length × width × depth', `${diamond.lengthMm.toFixed(2)} × ${diamond.widthMm.toFixed(2)} × ${diamond.depthMm.toFixed(2)} mm`],
      ['Table', `${diamond.tablePercent}%`],
      ['Depth', `${diamond.depthPercent}%`],
      ['Girdle', diamond.girdleCondition],
      ['Culet', diamond.culetSize],
    ],
  },
  {
    title: 'Certificate',
    rows: [
      ['Laboratory', 'GIA'],
      ['Report number', diamond.certificateNumber],
      ['Report on file', diamond.hasCertificate ? 'Yes' : 'On request'],
      ['Diamond id', diamond.id],
    ],
  },
];
