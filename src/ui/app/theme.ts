import { createTheme, type MantineColorsTuple } from '@mantine/core';

const loupe: MantineColorsTuple = ['#eef4fa', '#dbe6f1', '#b3cbe3', '#88aed5', '#6596c9', '#4f86c2', '#427ec0', '#336baa', '#295f99', '#1b3a5c'];

export const theme = createTheme({
  primaryColor: 'loupe',
  primaryShade: 8,
  colors: { loupe },
  fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // The brand's typeface (ADR 0034): Cormorant Garamond at one weight, 600, served by the shop from its npm package.
  // It has a small x-height, so its headings are set a size larger than Mantine's; body text stays in the system's
  // sans-serif, whose lining figures read prices and grades best.
  headings: {
    fontFamily: 'var(--loupe-font-brand)',
    fontWeight: '600',
    sizes: {
      h1: { fontSize: '2.5rem', lineHeight: '1.15' },
      h2: { fontSize: '2rem', lineHeight: '1.2' },
      h3: { fontSize: '1.6rem', lineHeight: '1.25' },
      h4: { fontSize: '1.35rem', lineHeight: '1.3' },
      h5: { fontSize: '1.15rem', lineHeight: '1.35' },
      h6: { fontSize: '1rem', lineHeight: '1.4' },
    },
  },
  defaultRadius: 'md',
});
