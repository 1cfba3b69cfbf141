// Mantine's styles component by component: the first load carries only what the shell uses, and each lazy page
// imports the styles of the components it adds (see the top of each page module). Order matters: base first.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/CloseButton.css';
// Modals, drawers and dropdowns bring their own styles (`overlay-styles.ts`), alerts theirs: no first screen has one.
import '@mantine/core/styles/Paper.css';
// Shared by almost every page, and small.
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Button.css';
// The brand's typeface, its Latin letters at the one weight the headings use (ADR 0034): the page's first HTML
// preloads this file (`brand-font.ts`), and `font-display: swap` paints the fallback until it is there.
import '@fontsource/cormorant-garamond/latin-600.css';
import './global.css';
