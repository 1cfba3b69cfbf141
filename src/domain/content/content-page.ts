/** A page of editorial content served by the store's content service (Magento CMS). */
export interface ContentPage {
  readonly id: number;
  readonly heading: string;
  /** Untrusted HTML from the content service: the view sanitizes it before rendering. */
  readonly html: string;
  /** The page's description for search engines and link previews (its meta description in the store), if any. */
  readonly description?: string;
}

/** The store's CMS page ids behind the shop's content routes (spec: page numbers 7 and 4; product-decisions). */
export const CONTENT_PAGES = {
  'privacy-policy': { id: 4, title: 'Privacy Policy' },
  about: { id: 5, title: 'About Loupe' },
  'how-it-works': { id: 6, title: 'How it works' },
  'terms-conditions': { id: 7, title: 'Terms & Conditions' },
} as const;

export type ContentPageSlug = keyof typeof CONTENT_PAGES;

/** The three steps of the how-it-works page (spec section 1). */
export const HOW_IT_WORKS_STEPS = [
  {
    title: 'We connect dealers and designers',
    text: 'Loupe brings diamond dealers and jewelry designers together, so you see natural, GIA-certified stones and designer settings in one place.',
  },
  {
    title: 'Smart recommendations',
    text: 'Tell us your budget, the size or the shape you love. Our AI recommends the top four diamonds and lets you tune price, size and quality to find a better deal.',
  },
  {
    title: 'A complete ring, delivered',
    text: 'After your purchase a gemologist inspects the diamond and the ring, sizes the ring, hand-sets the diamond and ships it to you, with free shipping and free 14-day returns.',
  },
] as const;
