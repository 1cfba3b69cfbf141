import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import type { RingColorLabel } from '../catalog/catalog-attributes';
import { ringSvg } from '../catalog/ring-drawings';
import type { RingDesign } from '../catalog/ring-designs';
import { illustrationBody, ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from './diamond-illustrations';
import type { IllustratedStone } from './diamond-illustrations';
import { figurePaths, shapeFigure } from './diamond-shape-drawings';

/*
 * The pictures a link preview shows (`og:image`): 1200 × 630 PNGs, the size Facebook, LinkedIn, Slack and X crop
 * to, rasterised from SVG by resvg (ADR 0024) with the Inter font the card's text is set in, shipped in an npm
 * package so that every machine draws the same letters. A stone's card is its illustration with its weight and
 * grades; a ring's, the design's drawing in each metal it is made in; the shop's, the brand over a round.
 */

export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

const FONT = 'font-family="Inter, Helvetica, Arial, sans-serif"';
const BACKGROUND = '#f6f3ee';
const INK = '#1b3a5c';
const MUTED = '#4a5a6d';

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits `text` into lines of at most `perLine` characters at spaces (a word longer than a line stays whole). */
export function wrapWords(text: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Lines of text from `y` down, `gap` apart; answers the markup and the baseline after the last line. */
function textLines(lines: readonly string[], x: number, y: number, gap: number, attributes: string): { markup: string; next: number } {
  const markup = lines.map((line, k) => `<text x="${x}" y="${y + k * gap}" ${FONT} ${attributes}>${escapeXml(line)}</text>`).join('');
  return { markup, next: y + lines.length * gap };
}

const card = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_IMAGE_WIDTH}" height="${SOCIAL_IMAGE_HEIGHT}" viewBox="0 0 ${SOCIAL_IMAGE_WIDTH} ${SOCIAL_IMAGE_HEIGHT}">` +
  `<rect width="${SOCIAL_IMAGE_WIDTH}" height="${SOCIAL_IMAGE_HEIGHT}" fill="${BACKGROUND}"/>` +
  '<rect x="40" y="40" width="680" height="550" rx="24" fill="#ffffff"/>' +
  `<text x="760" y="112" ${FONT} font-size="34" font-weight="600" letter-spacing="9" fill="${INK}">LOUPE</text>` +
  body +
  '</svg>';

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A stone's card: its illustration (twice its size, so still to scale beside the 1 ct round), then its weight,
 * shape and grades. No price: prices change, and a preview is kept for days. */
export function diamondSocialCardSvg(stone: IllustratedStone & { readonly clarity: string; readonly cut: string }): string {
  const scale = 2.1;
  const x = 40 + (680 - ILLUSTRATION_WIDTH * scale) / 2;
  const y = 40 + (550 - ILLUSTRATION_HEIGHT * scale) / 2;
  const title = textLines([`${stone.size.toFixed(2)} ct`], 760, 232, 0, `font-size="68" font-weight="600" fill="${INK}"`);
  const shape = textLines([`${capitalised(stone.shape.toLowerCase())} diamond`], 760, 292, 0, `font-size="44" fill="${INK}"`);
  const grades = textLines([`Color ${stone.color} · ${stone.clarity} clarity`, `${stone.cut} cut`], 760, 362, 40, `font-size="28" fill="${MUTED}"`);
  const promise = textLines(['GIA certified · free shipping', 'Free 14-day returns'], 760, 500, 34, `font-size="24" fill="${MUTED}"`);
  return card(`<g transform="translate(${x} ${y}) scale(${scale})">${illustrationBody(stone, 'card')}</g>${title.markup}${shape.markup}${grades.markup}${promise.markup}`);
}

/** "Rose, White and Yellow Gold", "White Gold". */
const metalColors = (colors: readonly RingColorLabel[]): string => {
  const names = colors.map((color) => color.replace(/ Gold$/, ''));
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
  return `${listed} Gold`;
};

/** A ring design's card: its drawing from the front in each metal color it is made in, its name, style and metals. */
export function ringSocialCardSvg(design: Pick<RingDesign, 'name' | 'option' | 'setting' | 'colors' | 'metals'>): string {
  const count = design.colors.length;
  const size = count === 1 ? 420 : Math.min(300, 640 / count);
  const gap = count === 1 ? 0 : (680 - size * count) / (count + 1);
  const top = 40 + (550 - size - 40) / 2;
  const rings = design.colors
    .map((color, k) => {
      const left = 40 + gap + k * (size + gap) + (count === 1 ? (680 - size) / 2 : 0);
      const drawing = ringSvg(design, color, 'front').replace(/^<svg[^>]*>/, `<svg x="${left}" y="${top}" width="${size}" height="${size}" viewBox="0 0 400 400">`);
      return `${drawing}<text x="${left + size / 2}" y="${top + size + 32}" text-anchor="middle" ${FONT} font-size="22" fill="${MUTED}">${escapeXml(color)}</text>`;
    })
    .join('');
  const label = `<text x="64" y="82" ${FONT} font-size="18" font-weight="600" letter-spacing="2.4" fill="#55657a">ILLUSTRATION</text>`;
  const name = textLines(wrapWords(design.name, 16), 760, 210, 54, `font-size="46" font-weight="600" fill="${INK}"`);
  const styleLines = textLines(wrapWords(`${design.option} · ${design.setting}`, 26), 760, name.next + 14, 36, `font-size="28" fill="${MUTED}"`);
  const metals = textLines([`${design.metals.join(' or ')} gold`, metalColors(design.colors)], 760, styleLines.next + 18, 34, `font-size="24" fill="${MUTED}"`);
  return card(`${label}${rings}${name.markup}${styleLines.markup}${metals.markup}`);
}

/** The shop's card, for every page that shows no one stone or ring: the brand and its promise over a round. */
export function shopSocialCardSvg(): string {
  const { outline, facets } = figurePaths(shapeFigure('Round'), ([x, y]) => [380 + x * 4.6, 315 + y * 4.6]);
  const round =
    '<defs><radialGradient id="shop-body" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e3ecf4"/></radialGradient></defs>' +
    `<path d="${outline}" fill="url(#shop-body)" stroke="#44546a" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="${facets}" fill="none" stroke="#6b7f96" stroke-width="1.8" stroke-linejoin="round"/>`;
  const tagline = textLines(['Where BIG commitment', 'meets SMART choices.'], 760, 224, 48, `font-size="36" font-weight="600" fill="${INK}"`);
  const promise = textLines(['Natural GIA-certified diamonds', 'and engagement rings.', 'Free shipping,', 'free 14-day returns.'], 760, 372, 36, `font-size="26" fill="${MUTED}"`);
  return card(`${round}${tagline.markup}${promise.markup}`);
}

const require = createRequire(import.meta.url);
/** The card's two weights of Inter: the only fonts the renderer sees (no system font, so every machine draws
 * the same). */
const FONT_FILES = ['@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf', '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'].map((file) => require.resolve(file));

/** One SVG drawn as a PNG `width` pixels wide (a card's 1200 by default). Off the event loop (resvg's own thread). */
export async function rasterise(svg: string, width: number = SOCIAL_IMAGE_WIDTH): Promise<Buffer> {
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'Inter' },
  });
  return rendered.asPng();
}

/** Thrown when more cards are waiting to be drawn than the renderer takes: the route answers 429. */
export class RendererBusy extends Error {
  constructor() {
    super('Too many pictures are being drawn. Try again shortly.');
  }
}

export interface SocialImageRendererOptions {
  /** Cards kept once drawn (about 40 KB each). */
  readonly cached?: number;
  /** Cards drawn at once (resvg uses a core each). */
  readonly concurrency?: number;
  /** Cards that may wait for a free renderer; one more is refused. */
  readonly queued?: number;
  readonly rasterise?: (svg: string) => Promise<Buffer>;
}

/**
 * Draws cards with bounded work: the last `cached` PNGs are kept (a link preview asks again and again for the same
 * few), one card asked for twice at once is drawn once, at most `concurrency` are drawn at a time and at most
 * `queued` wait; beyond that `RendererBusy`.
 */
export class SocialImageRenderer {
  readonly #cache: LRUCache<string, Buffer>;
  readonly #drawing = new Map<string, Promise<Buffer>>();
  readonly #waiting: (() => void)[] = [];
  readonly #concurrency: number;
  readonly #queued: number;
  readonly #rasterise: (svg: string) => Promise<Buffer>;
  #running = 0;
  /** Cards drawn since start (for tests and the bound's proof). */
  drawn = 0;

  constructor(options: SocialImageRendererOptions = {}) {
    this.#cache = new LRUCache({ max: options.cached ?? 256 });
    this.#concurrency = options.concurrency ?? 2;
    this.#queued = options.queued ?? 16;
    this.#rasterise = options.rasterise ?? rasterise;
  }

  /** The PNG of the card `key`, drawn from `svg()` unless kept or under way. */
  png(key: string, svg: () => string): Promise<Buffer> {
    const kept = this.#cache.get(key);
    if (kept) return Promise.resolve(kept);
    const underWay = this.#drawing.get(key);
    if (underWay) return underWay;
    if (this.#running >= this.#concurrency && this.#waiting.length >= this.#queued) return Promise.reject(new RendererBusy());
    const drawing = this.#draw(key, svg).finally(() => this.#drawing.delete(key));
    this.#drawing.set(key, drawing);
    return drawing;
  }

  async #draw(key: string, svg: () => string): Promise<Buffer> {
    // A finishing card hands its slot to the first waiting one, so that no newcomer slips in between.
    if (this.#running < this.#concurrency) this.#running++;
    else await new Promise<void>((turn) => this.#waiting.push(turn));
    try {
      const png = await this.#rasterise(svg());
      this.drawn++;
      this.#cache.set(key, png);
      return png;
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
