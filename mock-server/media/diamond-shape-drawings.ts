import { DIAMOND_SHAPES as SHAPES } from '../../contracts/catalog';
import type { DiamondShapeName as Shape } from '../../contracts/catalog';

/*
 * Top views of the ten shapes, drawn from geometry at start: an outline, and its facet lines. Brilliant cuts
 * (round, oval, cushion, pear, marquise, heart, princess, radiant) get the 8-fold brilliant pattern: an octagonal
 * table, star facets, kite facets and upper girdle facets, placed along rays from the centre to the outline, so
 * that the same pattern follows every outline. Step cuts (emerald, Asscher) get concentric steps and corner lines.
 * 100 × 100 viewBox, transparent background.
 */

type Point = readonly [number, number];
/** Is (x, y) inside the outline? Coordinates centred on (0, 0), y pointing down, the stone within ±46. */
type Inside = (x: number, y: number) => boolean;

const SIZE = 100;
const HALF = SIZE / 2;

const fmt = (value: number): string => String(Math.round(value * 10) / 10);
const at = ([x, y]: Point): string => `${fmt(x + HALF)} ${fmt(y + HALF)}`;
const polygonPath = (points: readonly Point[]): string => `M${points.map(at).join('L')}Z`;
const line = (a: Point, b: Point): string => `M${at(a)}L${at(b)}`;
const mix = ([ax, ay]: Point, [bx, by]: Point, t: number): Point => [ax + (bx - ax) * t, ay + (by - ay) * t];

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

/** The brilliant pattern. Angle 0 points up, so a pear's or heart's point and a marquise's tips get a facet line. */
function brilliant(inside: Inside, centre: Point = [0, 0]): { outline: string; facets: string } {
  const ray = (angleDegrees: number): Point => boundary(inside, centre, degrees(angleDegrees - 90));
  const outline = polygonPath(Array.from({ length: 120 }, (_, k) => ray(k * 3)));
  const girdleMain = Array.from({ length: 8 }, (_, k) => ray(k * 45));
  const girdleBetween = Array.from({ length: 8 }, (_, k) => ray(k * 45 + 22.5));
  const table = girdleBetween.map((point) => mix(centre, point, 0.48));
  const star = girdleMain.map((point) => mix(centre, point, 0.68));
  const facets: string[] = [polygonPath(table)];
  for (let k = 0; k < 8; k++) {
    const previous = (k + 7) % 8;
    facets.push(
      line(star[k]!, table[k]!),
      line(star[k]!, table[previous]!),
      line(table[k]!, girdleBetween[k]!),
      line(star[k]!, girdleMain[k]!),
      line(star[k]!, girdleBetween[k]!),
      line(star[k]!, girdleBetween[previous]!),
    );
  }
  return { outline, facets: facets.join('') };
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

/** The step cut: the outline, two steps and the table, joined at the corners. */
function stepCut(outline: readonly Point[], steps: readonly number[]): { outline: string; facets: string } {
  const rings = steps.map((scale) => outline.map(([x, y]): Point => [x * scale, y * scale]));
  const table = rings[rings.length - 1]!;
  const facets = [...rings.map(polygonPath), ...outline.map((corner, k) => line(corner, table[k]!))];
  return { outline: polygonPath(outline), facets: facets.join('') };
}

const pearHalfWidth = (y: number): number => {
  // Round below y = 12 (a circle of radius 30), tapering to a point at the top (y = −46).
  if (y >= 12) return Math.sqrt(Math.max(0, 900 - (y - 12) ** 2));
  const s = (12 - y) / 58;
  return s >= 1 ? 0 : 30 * (1 - s ** 1.8);
};

const marquiseRadius = 57.6;
const marquiseOffset = 35.6;

const DRAWINGS: Readonly<Record<Shape, () => { outline: string; facets: string }>> = {
  Round: () => brilliant((x, y) => x * x + y * y <= 45 ** 2),
  Oval: () => brilliant((x, y) => (x / 32) ** 2 + (y / 45) ** 2 <= 1),
  Cushion: () => brilliant((x, y) => Math.abs(x / 40) ** 3.2 + Math.abs(y / 45) ** 3.2 <= 1),
  Pear: () => brilliant((x, y) => y <= 42 && Math.abs(x) <= pearHalfWidth(y), [0, 8]),
  Marquise: () => brilliant((x, y) => (Math.abs(x) + marquiseOffset) ** 2 + y * y <= marquiseRadius ** 2),
  Heart: () =>
    brilliant((x, y) => {
      // The classic heart curve (x² + y² − 1)³ = x²y³, y pointing up, scaled to the box.
      const u = x / 38;
      const v = -(y - 2) / 38;
      return (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0;
    }, [0, 4]),
  Princess: () => brilliant(insidePolygon([[-42, -42], [42, -42], [42, 42], [-42, 42]])),
  Radiant: () => brilliant(insidePolygon(cutCornerRectangle(35, 45, 10))),
  Emerald: () => stepCut(cutCornerRectangle(32, 45, 9), [1, 0.8, 0.62]),
  Asscher: () => stepCut(cutCornerRectangle(42, 42, 14), [1, 0.8, 0.6, 0.42]),
};

/** The outline and facet paths of a shape (100 × 100 box), drawn once per shape and kept: the stone photos
 * (diamond-photos.ts) reuse them for every stone. */
export interface ShapeDrawing {
  readonly outline: string;
  readonly facets: string;
}

const drawn = new Map<Shape, ShapeDrawing>();

export function shapeDrawing(shape: Shape): ShapeDrawing {
  let drawing = drawn.get(shape);
  if (!drawing) {
    drawing = DRAWINGS[shape]();
    drawn.set(shape, drawing);
  }
  return drawing;
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
