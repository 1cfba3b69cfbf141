// The one font file the first view needs (ADR 0034): the brand typeface's Latin letters at weight 600, the file
// `shell-styles.ts` declares. The document preloads it so that headings swap to it early; Vite gives both the same
// hashed address under /assets/.
import brandFontUrl from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2?url';

export const BRAND_FONT_URL: string = brandFontUrl;
