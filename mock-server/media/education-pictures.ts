import { shapeDrawing } from './diamond-shape-drawings';

/**
 * The 4Cs pictures of the education tabs and modals, drawn from the shop's round diamond drawing: light returning
 * through a well cut stone, the colour scale from D to M, inclusions under a loupe and the sizes of 0.25, 1 and 2
 * carats (the spec's size guide: 4.1, 6.4 and 8.1 mm). `npm run media` renders them to PNG at 1x, 2x and 3x
 * (`education/{c}@{n}x.png`).
 */
export const EDUCATION_PICTURES = ['cut', 'color', 'clarity', 'carat'] as const;
export type EducationPicture = (typeof EDUCATION_PICTURES)[number];
/** CSS pixels: the 1x file's size, and the width and height the page reserves. */
export const EDUCATION_PICTURE_SIZE = { width: 240, height: 120 } as const;

const INK = '#44546a';

/** The round drawing (100 × 100 box) at (x, y), `size` wide, filled with `fill`. */
function stone(x: number, y: number, size: number, fill = '#ffffff'): string {
  const { outline, facets } = shapeDrawing('Round');
  const scale = size / 100;
  return (
    `<g transform="translate(${x - size / 2} ${y - size / 2}) scale(${scale})">` +
    `<path d="${outline}" fill="${fill}" stroke="${INK}" stroke-width="${1.4 / Math.max(scale, 0.4)}"/>` +
    `<path d="${facets}" fill="none" stroke="#6b7f96" stroke-width="${0.6 / Math.max(scale, 0.4)}"/></g>`
  );
}

const label = (x: number, y: number, text: string): string =>
  `<text x="${x}" y="${y}" font-family="Arial, Helvetica, sans-serif" font-size="11" fill="${INK}" text-anchor="middle">${text}</text>`;

const BODIES: Readonly<Record<EducationPicture, () => string>> = {
  cut: () =>
    stone(120, 62, 84, '#f4faff') +
    ['M40 8 95 40', 'M200 8 145 40', 'M95 40 120 62 145 40'].map((d) => `<path d="${d}" stroke="#f59f00" stroke-width="2" fill="none" stroke-dasharray="4 3"/>`).join('') +
    label(120, 116, 'Light returns through the top'),
  color: () =>
    ['D', 'F', 'H', 'J', 'K', 'M'].map((grade, index) => stone(25 + index * 38, 52, 32, ['#ffffff', '#fdfdf6', '#fbf7e4', '#f8f0cd', '#f5e8b4', '#f0dc92'][index]) + label(25 + index * 38, 88, grade)).join('') +
    label(120, 112, 'Colourless to faint yellow'),
  clarity: () =>
    stone(80, 56, 86) +
    '<circle cx="68" cy="48" r="2" fill="#495057"/><circle cx="94" cy="66" r="1.4" fill="#495057"/><path d="M84 40l6 3" stroke="#495057" stroke-width="1.2"/>' +
    `<circle cx="172" cy="56" r="34" fill="#f8f9fa" stroke="${INK}" stroke-width="3"/><path d="m196 80 22 22" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>` +
    '<circle cx="164" cy="50" r="5" fill="#495057"/><path d="M174 38l14 7" stroke="#495057" stroke-width="2.4"/>' +
    label(80, 114, 'Inclusions, magnified'),
  carat: () =>
    [
      { x: 40, mm: 4.1, text: '0.25 ct' },
      { x: 110, mm: 6.4, text: '1 ct' },
      { x: 190, mm: 8.1, text: '2 ct' },
    ]
      .map(({ x, mm, text }) => stone(x, 52, mm * 9) + label(x, 104, text))
      .join(''),
};

export function educationPictureSvg(picture: EducationPicture): string {
  const { width, height } = EDUCATION_PICTURE_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<rect width="${width}" height="${height}" fill="#fbfaf8"/>${BODIES[picture]()}</svg>`
  );
}
