// The brand typeface's one file (ADR 0034): its Latin letters at weight 600, the file `global.css` declares.
// The landing page preloads it (its first view is its headline) and the card provider's frame loads it; Vite gives
// them and the stylesheet the same hashed address under /assets/.
import brandFontUrl from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2?url';

export const BRAND_FONT_URL: string = brandFontUrl;

/**
 * The typeface's `@font-face`, which the root layout writes into every page's head (`src/app/root.tsx`), never into a
 * stylesheet: after hydration the page's styles move from the head into linked files (`page-stylesheets.tsx`), and a
 * rule in them would declare the face a second time, taken up from the cache at once and reflowing the headings.
 * `optional` (ADR 0040): a page whose font has not arrived when its text is first laid out (about 100 ms) keeps Georgia
 * while it is open, and the next page finds the font cached; a late swap moved the checkout's column (layout shift
 * 0.043 on every load of the address step, up to 0.45 on a slow one).
 */
export const BRAND_FONT_FACE = `@font-face{font-family:'Cormorant Garamond';font-style:normal;font-weight:600;font-display:optional;src:url(${BRAND_FONT_URL}) format('woff2')}`;
