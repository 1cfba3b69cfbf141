import { DIAMOND_SHAPES as SHAPES } from '../../contracts/catalog';
import type { DiamondShapeName as Shape } from '../../contracts/catalog';

/*
 * Top views of the ten shapes, drawn from geometry: an outline, and its facet lines. Brilliant cuts (round, oval,
 * cushion, pear, marquise, heart, princess, radiant) get the 8-fold brilliant pattern: an octagonal table, star
 * facets, kite facets and upper girdle facets, placed along rays from the centre to the outline, so that the same
 * pattern follows every outline. Step cuts (emerald, Asscher) get concentric steps and corner lines. A figure is
 * points in a 100 × 100 box centred on (0, 0), so that a stone's illustration can stretch it to the stone's own
 * length and width and place its table where the grading report says; the stock drawings are those figures as
 * they are, 100 × 100 viewBox, transparent background.
 */

export type Point = readonly [number, number];
/** Is (x, y) inside the outline? Coordinates centred on (0, 0), y pointing down, the stone within ±46. */
type Inside = (x: number, y: number) => boolean;

/** A shape's top view: the outline (a closed polygon) and the facet lines (closed polygons and open polylines). */
export interface ShapeFigure {
  readonly outline: readonly Point[];
  readonly facets: readonly { readonly points: readonly Point[]; readonly closed: boolean }[];
}

/** How the figure's facets are laid out: the table's size as a share of the stone's width (0.48 in the stock
 * drawings; a stone's own table percentage in its illustration). */
export interface FigureOptions {
  readonly table?: number;
}

const SIZE = 100;
const HALF = SIZE / 2;
const STOCK_TABLE = 0.48;

const fmt = (value: number): string => String(Math.round(value * 10) / 10);
const mix = ([ax, ay]: Point, [bx, by]: Point, t: number): Point => [ax + (bx - ax) * t, ay + (by - ay) * t];
const polygon = (points: readonly Point[]) => ({ points, closed: true });
const segment = (a: Point, b: Point) => ({ points: [a, b], closed: false });

/** Where the ray from `centre` at `angle` leaves the outline (bisection on `inside`; outlines are star-shaped
 * around their centre). */
function boundary(inside: Inside, centre: Point, angle: number): Point {
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  let lo = 0;
  let hi = 80;
  for (let step = 0; step < 40; step++) {
    const mid = (lo + hi) / 2;
    if (inside(centre[0] + dx * mid, centre[1] + dy * mid)) lo = mid;
    else hi = mid;
  }
  return [centre[0] + dx * lo, centre[1] + dy * lo];
}

const degrees = (value: number): number => (value * Math.PI) / 180;

/** The brilliant pattern. Angle 0 points up, so a pear's or heart's point and a marquise's tips get a facet line.
 * The star facets' tips sit a little over a third of the way from the table to the girdle, whatever the table. */
function brilliant(inside: Inside, centre: Point, table: number): ShapeFigure {
  const ray = (angleDegrees: number): Point => boundary(inside, centre, degrees(angleDegrees - 90));
  const outline = Array.from({ length: 120 }, (_, k) => ray(k * 3));
  const girdleMain = Array.from({ length: 8 }, (_, k) => ray(k * 45));
  const girdleBetween = Array.from({ length: 8 }, (_, k) => ray(k * 45 + 22.5));
  const tableCorners = girdleBetween.map((point) => mix(centre, point, table));
  const star = girdleMain.map((point) => mix(centre, point, table + (1 - table) * 0.385));
  const facets = [polygon(tableCorners)];
  for (let k = 0; k < 8; k++) {
    const previous = (k + 7) % 8;
    facets.push(
      segment(star[k]!, tableCorners[k]!),
      segment(star[k]!, tableCorners[previous]!),
      segment(tableCorners[k]!, girdleBetween[k]!),
      segment(star[k]!, girdleMain[k]!),
      segment(star[k]!, girdleBetween[k]!),
      segment(star[k]!, girdleBetween[previous]!),
    );
  }
  return { outline, facets };
}

/** A rectangle of half-sizes (w, h) with corners cut by `corner`, clockwise from the top left. */
function cutCornerRectangle(w: number, h: number, corner: number): Point[] {
  return [
    [-w + corner, -h],
    [w - corner, -h],
    [w, -h + corner],
    [w, h - corner],
    [w - corner, h],
    [-w + corner, h],
    [-w, h - corner],
    [-w, -h + corner],
  ];
}

const insidePolygon =
  (points: readonly Point[]): Inside =>
  (x, y) => {
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i]!;
      const [xj, yj] = points[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };

/** The step cut: the outline, its steps and the table, joined at the corners. `steps` scale the outline, largest
 * first; the last is the table. */
function stepCut(outline: readonly Point[], steps: readonly number[]): ShapeFigure {
  const rings = steps.map((scale) => outline.map(([x, y]): Point => [x * scale, y * scale]));
  const table = rings[rings.length - 1]!;
  return { outline, facets: [...rings.map(polygon), ...outline.map((corner, k) => segment(corner, table[k]!))] };
}

/** Evenly spaced steps from the girdle (1) to the table: the stock drawings keep their own spacing. */
const stepsTo = (table: number | undefined, stock: readonly number[]): readonly number[] => {
  if (table === undefined) return stock;
  const count = stock.length - 1;
  return Array.from({ length: count + 1 }, (_, k) => 1 - ((1 - table) * k) / count);
};

const pearHalfWidth = (y: number): number => {
  // Round below y = 12 (a circle of radius 30), tapering to a point at the top (y = −46).
  if (y >= 12) return Math.sqrt(Math.max(0, 900 - (y - 12) ** 2));
  const s = (12 - y) / 58;
  return s >= 1 ? 0 : 30 * (1 - s ** 1.8);
};

const marquiseRadius = 57.6;
const marquiseOffset = 35.6;

const FIGURES: Readonly<Record<Shape, (options: FigureOptions) => ShapeFigure>> = {
  Round: ({ table = STOCK_TABLE }) => brilliant((x, y) => x * x + y * y <= 45 ** 2, [0, 0], table),
  Oval: ({ table = STOCK_TABLE }) => brilliant((x, y) => (x / 32) ** 2 + (y / 45) ** 2 <= 1, [0, 0], table),
  Cushion: ({ table = STOCK_TABLE }) => brilliant((x, y) => Math.abs(x / 40) ** 3.2 + Math.abs(y / 45) ** 3.2 <= 1, [0, 0], table),
  Pear: ({ table = STOCK_TABLE }) => brilliant((x, y) => y <= 42 && Math.abs(x) <= pearHalfWidth(y), [0, 8], table),
  Marquise: ({ table = STOCK_TABLE }) => brilliant((x, y) => (Math.abs(x) + marquiseOffset) ** 2 + y * y <= marquiseRadius ** 2, [0, 0], table),
  Heart: ({ table = STOCK_TABLE }) =>
    brilliant(
      (x, y) => {
        // The classic heart curve (x² + y² − 1)³ = x²y³, y pointing up, scaled to the box.
        const u = x / 38;
        const v = -(y - 2) / 38;
        return (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0;
      },
      [0, 4],
      table,
    ),
  Princess: ({ table = STOCK_TABLE }) => brilliant(insidePolygon([[-42, -42], [42, -42], [42, 42], [-42, 42]]), [0, 0], table),
  Radiant: ({ table = STOCK_TABLE }) => brilliant(insidePolygon(cutCornerRectangle(35, 45, 10)), [0, 0], table),
  Emerald: ({ table }) => stepCut(cutCornerRectangle(32, 45, 9), stepsTo(table, [1, 0.8, 0.62])),
  Asscher: ({ table }) => stepCut(cutCornerRectangle(42, 42, 14), stepsTo(table, [1, 0.8, 0.6, 0.42])),
};

/** A shape's figure; with no options the stock drawing's, made once and kept. */
const stock = new Map<Shape, ShapeFigure>();
export function shapeFigure(shape: Shape, options: FigureOptions = {}): ShapeFigure {
  if (options.table !== undefined) return FIGURES[shape](options);
  let figure = stock.get(shape);
  if (!figure) {
    figure = FIGURES[shape]({});
    stock.set(shape, figure);
  }
  return figure;
}

/** The outline and facets as SVG path data, each point placed by `place` (the stock drawing's 100 × 100 box by
 * default). */
export function figurePaths(figure: ShapeFigure, place: (point: Point) => Point = ([x, y]) => [x + HALF, y + HALF]): { outline: string; facets: string } {
  const at = (point: Point): string => {
    const [x, y] = place(point);
    return `${fmt(x)} ${fmt(y)}`;
  };
  const path = (points: readonly Point[], closed: boolean): string => `M${points.map(at).join('L')}${closed ? 'Z' : ''}`;
  return { outline: path(figure.outline, true), facets: figure.facets.map((facet) => path(facet.points, facet.closed)).join('') };
}

/** The stock drawing's outline and facet paths (100 × 100 box). */
export const shapeDrawing = (shape: Shape): { outline: string; facets: string } => figurePaths(shapeFigure(shape));

/** The smallest box around a figure's outline. */
export function figureBounds(figure: ShapeFigure): { minX: number; maxX: number; minY: number; maxY: number } {
  const xs = figure.outline.map(([x]) => x);
  const ys = figure.outline.map(([, y]) => y);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

function svgOf(shape: Shape): string {
  const { outline, facets } = shapeDrawing(shape);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img">` +
    `<title>${shape} diamond</title>` +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/>' +
    '<stop offset="1" stop-color="#dbe6f0"/></linearGradient></defs>' +
    `<path d="${outline}" fill="url(#g)" stroke="#44546a" stroke-width="1.4" stroke-linejoin="round"/>` +
    `<path d="${facets}" fill="none" stroke="#6b7f96" stroke-width="0.6" stroke-linejoin="round"/>` +
    '</svg>'
  );
}

/** The drawings by file name (`round.svg` …), made once. */
export const DIAMOND_SHAPE_SVGS: ReadonlyMap<string, string> = new Map(SHAPES.map((shape) => [`${shape.toLowerCase()}.svg`, svgOf(shape)]));
