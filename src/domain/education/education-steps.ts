/** The diamond education modal walks five steps, 0 to 4; step dots jump straight to any of them. */
export interface EducationStep {
  readonly title: string;
  readonly action: string;
}

export const EDUCATION_STEPS: readonly EducationStep[] = [
  { title: 'Diamond Education', action: 'Get Started' },
  { title: 'Cut', action: 'Continue to color' },
  { title: 'Color', action: 'Continue to clarity' },
  { title: 'Clarity', action: 'Continue to carat' },
  { title: 'Carat', action: 'Got it' },
];

export const EDUCATION_STEP_COUNT = EDUCATION_STEPS.length;
export const LAST_EDUCATION_STEP = EDUCATION_STEP_COUNT - 1;

/** The step after this one, or null when the action ('Got it') closes the modal. */
/** A dot's step, kept inside 0–4. */
export const educationStepAt = (step: number): number =>
  Number.isFinite(step) ? Math.min(LAST_EDUCATION_STEP, Math.max(0, Math.floor(step))) : 0;

export const nextEducationStep = (step: number): number | null => {
  const current = educationStepAt(step);
  return current >= LAST_EDUCATION_STEP ? null : current + 1;
};

/** The detail page's 4Cs tab set, rotated every EDUCATION_TAB_ROTATION_MS. */
export const EDUCATION_TABS = ['cut', 'color', 'carat', 'clarity'] as const;
export type EducationTab = (typeof EDUCATION_TABS)[number];
export const EDUCATION_TABS_TITLE = 'Follow the green bars';

export const nextEducationTab = (tab: EducationTab): EducationTab =>
  EDUCATION_TABS[(EDUCATION_TABS.indexOf(tab) + 1) % EDUCATION_TABS.length] ?? EDUCATION_TABS[0];

/** The first-visit guided tour of the detail page. */
export const GUIDED_TOUR_STEP_COUNT = 5;
