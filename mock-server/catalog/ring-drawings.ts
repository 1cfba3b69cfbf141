import type { RingColorLabel } from './catalog-attributes';
import type { RingDesign } from './ring-designs';
import type { RingView } from './ring-media-paths';

/**
 * The ring pictures: small SVG drawings made for the mock (no photos ship with it). Each shows the design's style
 * (solitaire, halo, pavé, three stone, vintage) in its metal colour from the front, the side or the top, so that
 * a gallery and a colour switch look different on the page.
 */

const METAL_COLORS: Readonly<Record<RingColorLabel, { fill: string; edge: string; shine: string }>> = {
  'Rose Gold': { fill: '#e6b19c', edge: '#b27a64', shine: '#f6d9cd' },
  'White Gold': { fill: '#dfe3e8', edge: '#9aa3ae', shine: '#f7f9fb' },
  'Yellow Gold': { fill: '#edc96d', edge: '#b98f2f', shine: '#f9e7b5' },
};
const STONE = { fill: '#f4faff', edge: '#7fa6bf', facet: '#b9d3e3' };
const SIZE = 400;

type Style = RingDesign['option'];

export function ringSvg(design: Pick<RingDesign, 'name' | 'option'>, color: RingColorLabel, view: RingView): string {
  const metal = METAL_COLORS[color];
  const body = view === 'front' ? front(design.option, metal) : view === 'side' ? side(design.option, metal) : top(design.option, metal);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img">`,
    `<title>${escapeXml(`${design.name} in ${color}, ${view} view`)}</title>`,
    `<rect width="${SIZE}" height="${SIZE}" rx="24" fill="#fbfaf8"/>`,
    body,
    '</svg>',
  ].join('');
}

type Metal = (typeof METAL_COLORS)[RingColorLabel];

/** The band seen from the front (a circle) with the stones on top. */
function front(style: Style, metal: Metal): string {
  const parts = [band(200, 250, 110, 110, metal)];
  if (style === 'Pavé') parts.push(dotsOnArc(200, 250, 110, 110, 200, 340, 13, metal));
  if (style === 'Vintage') parts.push(dotsOnArc(200, 250, 121, 121, 0, 360, 56, metal, 2.2), dotsOnArc(200, 250, 99, 99, 0, 360, 44, metal, 2));
  parts.push(prongs(200, 140, metal));
  if (style === 'Three Stone') parts.push(profileStone(152, 132, 24, metal), profileStone(248, 132, 24, metal));
  if (style === 'Halo') parts.push(dotsOnLine(150, 250, 136, 9, metal));
  parts.push(profileStone(200, 118, 40, metal));
  return parts.join('');
}

/** The band at an angle (a flat ellipse) with the setting standing above it. */
function side(style: Style, metal: Metal): string {
  const parts = [band(200, 270, 130, 48, metal)];
  if (style === 'Pavé') parts.push(dotsOnArc(200, 270, 130, 48, 10, 170, 15, metal));
  if (style === 'Vintage') parts.push(dotsOnArc(200, 270, 141, 58, 0, 360, 60, metal, 2));
  parts.push(`<path d="M178 226 L190 176 M222 226 L210 176" stroke="${metal.edge}" stroke-width="6" stroke-linecap="round"/>`);
  if (style === 'Three Stone') parts.push(profileStone(158, 186, 20, metal), profileStone(242, 186, 20, metal));
  if (style === 'Halo') parts.push(dotsOnLine(160, 240, 190, 7, metal));
  parts.push(profileStone(200, 160, 36, metal));
  return parts.join('');
}

/** From above the setting: the band runs left to right under the stones. */
function top(style: Style, metal: Metal): string {
  const parts = [
    `<rect x="28" y="180" width="344" height="40" rx="20" fill="${metal.fill}" stroke="${metal.edge}" stroke-width="3"/>`,
    `<path d="M48 190 H352" stroke="${metal.shine}" stroke-width="3" stroke-linecap="round"/>`,
  ];
  if (style === 'Pavé') parts.push(dotsOnLine(52, 132, 200, 6, metal), dotsOnLine(268, 348, 200, 6, metal));
  if (style === 'Vintage') parts.push(beadsOnLine(40, 360, 181, 40, metal), beadsOnLine(40, 360, 219, 40, metal));
  if (style === 'Halo') parts.push(dotsOnArc(200, 200, 62, 62, 0, 360, 18, metal, 6));
  if (style === 'Three Stone') parts.push(topStone(126, 200, 28), topStone(274, 200, 28));
  parts.push(topStone(200, 200, 46));
  return parts.join('');
}

function band(cx: number, cy: number, rx: number, ry: number, metal: Metal): string {
  return (
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${metal.edge}" stroke-width="24"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${metal.fill}" stroke-width="18"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx - 4}" ry="${Math.max(ry - 4, 1)}" fill="none" stroke="${metal.shine}" stroke-width="3"/>`
  );
}

function prongs(cx: number, baseY: number, metal: Metal): string {
  return `<path d="M${cx - 30} ${baseY} L${cx - 38} ${baseY - 30} M${cx + 30} ${baseY} L${cx + 38} ${baseY - 30}" stroke="${metal.edge}" stroke-width="6" stroke-linecap="round"/>`;
}

/** A brilliant seen from the side: a low crown over a deep pavilion, with facet lines. */
function profileStone(cx: number, cy: number, half: number, metal: Metal): string {
  const table = half * 0.55;
  const crown = half * 0.35;
  const depth = half * 1.05;
  const points = [
    [cx - half, cy],
    [cx - table, cy - crown],
    [cx + table, cy - crown],
    [cx + half, cy],
    [cx, cy + depth],
  ];
  const outline = points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
  return (
    `<polygon points="${outline}" fill="${STONE.fill}" stroke="${STONE.edge}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M${round(cx - half)} ${cy} H${round(cx + half)} M${round(cx - table)} ${round(cy - crown)} L${round(cx - half * 0.2)} ${cy} L${cx} ${round(cy + depth)} ` +
    `M${round(cx + table)} ${round(cy - crown)} L${round(cx + half * 0.2)} ${cy} L${cx} ${round(cy + depth)}" stroke="${STONE.facet}" stroke-width="1.5" fill="none"/>` +
    `<circle cx="${round(cx - half)}" cy="${cy}" r="3" fill="${metal.edge}"/><circle cx="${round(cx + half)}" cy="${cy}" r="3" fill="${metal.edge}"/>`
  );
}

/** A round brilliant from above: an octagonal table inside the girdle, and the star facets. */
function topStone(cx: number, cy: number, radius: number): string {
  const octagon = Array.from({ length: 8 }, (_, index) => {
    const angle = (Math.PI / 4) * index + Math.PI / 8;
    return `${round(cx + Math.cos(angle) * radius * 0.55)},${round(cy + Math.sin(angle) * radius * 0.55)}`;
  }).join(' ');
  const rays = Array.from({ length: 8 }, (_, index) => {
    const angle = (Math.PI / 4) * index;
    return `M${cx} ${cy} L${round(cx + Math.cos(angle) * radius)} ${round(cy + Math.sin(angle) * radius)}`;
  }).join(' ');
  return (
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${STONE.fill}" stroke="${STONE.edge}" stroke-width="2.5"/>` +
    `<path d="${rays}" stroke="${STONE.facet}" stroke-width="1.2"/>` +
    `<polygon points="${octagon}" fill="${STONE.fill}" stroke="${STONE.edge}" stroke-width="1.5"/>`
  );
}

/** Small accent stones (or milgrain beads) spaced evenly along an arc of an ellipse, angles in degrees. */
function dotsOnArc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, count: number, metal: Metal, radius = 4.5): string {
  const step = (to - from) / (to - from === 360 ? count : Math.max(count - 1, 1));
  return Array.from({ length: count }, (_, index) => {
    const angle = ((from + step * index) * Math.PI) / 180;
    const x = round(cx + Math.cos(angle) * rx);
    const y = round(cy + Math.sin(angle) * ry);
    return `<circle cx="${x}" cy="${y}" r="${radius}" fill="${radius > 3 ? STONE.fill : metal.edge}" stroke="${radius > 3 ? STONE.edge : 'none'}" stroke-width="1"/>`;
  }).join('');
}

function dotsOnLine(fromX: number, toX: number, y: number, count: number, metal: Metal): string {
  const step = (toX - fromX) / Math.max(count - 1, 1);
  return Array.from({ length: count }, (_, index) => `<circle cx="${round(fromX + step * index)}" cy="${y}" r="5" fill="${STONE.fill}" stroke="${metal.edge}" stroke-width="1.2"/>`).join('');
}

function beadsOnLine(fromX: number, toX: number, y: number, count: number, metal: Metal): string {
  const step = (toX - fromX) / Math.max(count - 1, 1);
  return Array.from({ length: count }, (_, index) => `<circle cx="${round(fromX + step * index)}" cy="${y}" r="2" fill="${metal.edge}"/>`).join('');
}

function round(value: number | undefined): number {
  return Math.round((value ?? 0) * 10) / 10;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
