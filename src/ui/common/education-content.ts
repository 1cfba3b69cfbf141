import { CARAT_SIZE_GUIDE } from '../../domain/diamond/carat-image';
import { EDUCATION_CLARITIES, EDUCATION_COLORS, EDUCATION_CUT_GRADES } from '../../domain/diamond/grades';

/** What each step of the education modal teaches; titles and buttons come from the domain's step list. */
export const EDUCATION_TEXT = [
  {
    lead: 'Learn about the 4 Cs',
    body: 'Cut, color, clarity and carat decide how a diamond looks and what it costs. A few minutes here and every recommendation will make sense.',
    scale: [] as readonly string[],
  },
  {
    lead: 'How well the diamond returns light',
    body: 'Cut is the one C made by people: the proportions and finish of the facets. A better cut sends more light back to your eye, so it sparkles more at any size.',
    scale: EDUCATION_CUT_GRADES,
  },
  {
    lead: 'How colorless the diamond is',
    body: 'GIA grades color from D (colorless) down the alphabet. D to F look icy white; G to J look white once set and cost noticeably less.',
    scale: EDUCATION_COLORS,
  },
  {
    lead: 'How clean the diamond is inside',
    body: 'Clarity grades the tiny inclusions and blemishes every natural diamond has. From VS2 up they are invisible to the eye; SI stones can be bargains when the marks sit at the edge.',
    scale: EDUCATION_CLARITIES,
  },
  {
    lead: 'How much the diamond weighs',
    body: 'A carat is 0.2 grams. Prices jump at popular weights like 1 carat, so a 0.9 carat stone can look the same for far less.',
    scale: CARAT_SIZE_GUIDE.map((entry) => `${entry.label}: ${entry.diameterMm} mm`),
  },
] as const;

export const GIA_KEY_OF_SYMBOLS =
  'On a GIA grading report, the clarity plot maps each inclusion with a symbol: red for inside the stone, green for on its surface. Common symbols are crystals, feathers, clouds, needles and pinpoints. The key lists them from the most to the least important for the grade.';
