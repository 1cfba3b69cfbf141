/** The two widths every journey of a new section runs at: a phone and a desktop. */
export const PHONE_AND_DESKTOP = [
  ['a phone', { width: 375, height: 812 }],
  ['a desktop', { width: 1280, height: 900 }],
] as const;
