/** The side menu, in the spec's order. Sign Out is added for signed-in customers only. */
export interface MenuEntry {
  readonly label: string;
  readonly to: string;
  readonly showsBagCount?: boolean;
}

export const MENU_ENTRIES: readonly MenuEntry[] = [
  { label: 'Home', to: '/' },
  { label: 'How it works', to: '/how-it-works' },
  { label: 'About', to: '/about' },
  { label: 'Find your diamond', to: '/shop-by' },
  { label: 'Build your ring', to: '/ring-detail' },
  { label: 'Cart', to: '/cart', showsBagCount: true },
  { label: 'My Account', to: '/account' },
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of use', to: '/terms-conditions' },
];

export const SOCIAL_LINKS = [
  { label: 'facebook', href: 'https://www.facebook.com/' },
  { label: 'linkedin', href: 'https://www.linkedin.com/' },
  { label: 'twitter', href: 'https://twitter.com/' },
  { label: 'instagram', href: 'https://www.instagram.com/' },
] as const;
