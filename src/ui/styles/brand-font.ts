// The brand typeface's one file (ADR 0034): its Latin letters at weight 600, the file `shell-styles.ts` declares.
// The landing page preloads it (its first view is its headline) and the card provider's frame loads it; Vite gives
// them and the stylesheet the same hashed address under /assets/.
import brandFontUrl from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2?url';

export const BRAND_FONT_URL: string = brandFontUrl;
