import { BRAND_FONT_URL } from '../styles/brand-font';

/** The shop's look as the card provider's hosted fields take it (ADR 0034): the brand typeface's family and its one
 * file on the shop's origin, the primary button's color (the theme's `loupe` shade 8) and the corner radius (`md`). */
export const CARD_FRAME_LOOK = { font: 'Cormorant Garamond', fontPath: BRAND_FONT_URL, accent: '#295f99', radius: '8' } as const;

/** The hosted fields' address with the shop's look added to its query. */
export function withShopLook(frameUrl: string): string {
  const [address = '', query = ''] = frameUrl.split('?', 2);
  const params = new URLSearchParams(query);
  for (const [key, value] of Object.entries(CARD_FRAME_LOOK)) params.set(key, value);
  return `${address}?${params.toString()}`;
}
