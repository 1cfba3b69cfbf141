import { createTheme, type MantineColorsTuple } from '@mantine/core';

const loupe: MantineColorsTuple = ['#eef4fa', '#dbe6f1', '#b3cbe3', '#88aed5', '#6596c9', '#4f86c2', '#427ec0', '#336baa', '#295f99', '#1b3a5c'];

export const theme = createTheme({
  primaryColor: 'loupe',
  primaryShade: 8,
  colors: { loupe },
  fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: '600' },
  defaultRadius: 'md',
});
