import { IMAGE_DENSITIES } from '../diamond/quality-score';
import type { EducationTab } from './education-steps';

/** A 4Cs picture as an image set: the 1x file, the 1x/2x/3x set and the size it takes on the page (so the page
 * reserves its place before the file arrives). */
export interface EducationPicture {
  readonly src: string;
  readonly srcSet: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

const WIDTH = 240;
const HEIGHT = 120;

const ALTS: Readonly<Record<EducationTab, string>> = {
  cut: 'A well cut round diamond returning light through its top',
  color: 'Diamonds from colorless D to faint yellow M',
  clarity: 'A diamond and its inclusions under a loupe',
  carat: 'Round diamonds of 0.25, 1 and 2 carats side by side',
};

const file = (tab: EducationTab, density: (typeof IMAGE_DENSITIES)[number]): string => `/media/education/${tab}@${density}.png`;

export const educationPicture = (tab: EducationTab): EducationPicture => ({
  src: file(tab, '1x'),
  srcSet: IMAGE_DENSITIES.map((density) => `${file(tab, density)} ${density}`).join(', '),
  width: WIDTH,
  height: HEIGHT,
  alt: ALTS[tab],
});
