/**
 * The quality level icons of the Quality panel and the comparison, as the spec scores them: cut, colour and clarity
 * in five levels, carat in four. Each icon is a small glyph of its C beside rising bars, as many green as the level
 * ("follow the green bars"), the rest grey. Written as SVG files by `npm run media` (`icons/{c}-{level}.svg`).
 */
export const QUALITY_ICON_KINDS = ['cut', 'color', 'clarity', 'carat'] as const;
export type QualityIconKind = (typeof QUALITY_ICON_KINDS)[number];
export const ICON_LEVELS: Readonly<Record<QualityIconKind, number>> = { cut: 5, color: 5, clarity: 5, carat: 4 };

const GREEN = '#2b8a3e';
const GREY = '#ced4da';
const INK = '#44546a';

const GLYPHS: Readonly<Record<QualityIconKind, string>> = {
  // A stone's profile with its crown facets.
  cut: `<path d="M3 9 7 4h10l4 5-9 11z" fill="#eef4f9" stroke="${INK}" stroke-width="1.3" stroke-linejoin="round"/><path d="M3 9h18M9 4 8 9l4 11 4-11-1-5" fill="none" stroke="${INK}" stroke-width=".8"/>`,
  // A drop of colour.
  color: `<path d="M12 3C9 8 6 11 6 15a6 6 0 0 0 12 0c0-4-3-7-6-12z" fill="#fff3bf" stroke="${INK}" stroke-width="1.3"/>`,
  // A loupe.
  clarity: `<circle cx="10" cy="10" r="6" fill="#eef4f9" stroke="${INK}" stroke-width="1.5"/><path d="m14.5 14.5 6 6" stroke="${INK}" stroke-width="2.2" stroke-linecap="round"/>`,
  // A scale's weight.
  carat: `<path d="M7 8h10l3 12H4z" fill="#eef4f9" stroke="${INK}" stroke-width="1.3" stroke-linejoin="round"/><circle cx="12" cy="6" r="2.4" fill="none" stroke="${INK}" stroke-width="1.3"/>`,
};

const NAMES: Readonly<Record<QualityIconKind, string>> = { cut: 'Cut', color: 'Color', clarity: 'Clarity', carat: 'Carat' };

export function qualityIconSvg(kind: QualityIconKind, level: number): string {
  const levels = ICON_LEVELS[kind];
  const bars = Array.from({ length: levels }, (_, index) => {
    const height = 6 + index * (14 / (levels - 1));
    return `<rect x="${28 + index * 9}" y="${21 - height}" width="6" height="${height}" rx="1.5" fill="${index < level ? GREEN : GREY}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${28 + levels * 9} 24" width="${28 + levels * 9}" height="24" role="img">` +
    `<title>${NAMES[kind]}: level ${level} of ${levels}</title>${GLYPHS[kind]}${bars}</svg>`
  );
}

/** Every icon by file name (`cut-5.svg` …). */
export const QUALITY_ICON_FILES: ReadonlyMap<string, string> = new Map(
  QUALITY_ICON_KINDS.flatMap((kind) => Array.from({ length: ICON_LEVELS[kind] }, (_, index) => [`${kind}-${index + 1}.svg`, qualityIconSvg(kind, index + 1)] as const)),
);
