/** The ring size dropdown: 'I'm not sure' (value 0) first, then US sizes 3 to 12 in quarter steps. */
export const RING_SIZE_MIN = 3;
export const RING_SIZE_MAX = 12;
export const RING_SIZE_STEP = 0.25;
export const NOT_SURE_SIZE = { value: 0, label: "I'm not sure" } as const;

export interface RingSizeOption {
  readonly value: number;
  readonly label: string;
}

/** Generated in quarter counts so every value is exact (3.25, not 3.2499…). */
export const RING_SIZE_OPTIONS: readonly RingSizeOption[] = [
  NOT_SURE_SIZE,
  ...Array.from({ length: (RING_SIZE_MAX - RING_SIZE_MIN) / RING_SIZE_STEP + 1 }, (_, index) => {
    const value = RING_SIZE_MIN + index * RING_SIZE_STEP;
    return { value, label: String(value) };
  }),
];

/** A size labelled '0' is the catalogue's placeholder variant, not a size anyone can wear. */
export const visibleRingSizes = <T extends { readonly label: string }>(sizes: readonly T[]): T[] =>
  sizes.filter((size) => size.label.trim() !== '0');

/** The ring 'Features' size range: from the first size to the second-last size of the list as given. With fewer
 * than two sizes there is no second-last size, so there is no range to show. */
export const ringSizeRange = <T>(sizes: readonly T[]): { readonly from: T; readonly to: T } | null => {
  const from = sizes[0];
  const to = sizes[sizes.length - 2];
  return sizes.length < 2 || from === undefined || to === undefined ? null : { from, to };
};

/** A size must be chosen before the ring can be added. */
export const RING_SIZE_REQUIRED_MESSAGE = 'Required';
export const ringSizeError = (size: string | number | null | undefined): string | null => {
  const missing = size === null || size === undefined || String(size).trim() === '';
  return missing ? RING_SIZE_REQUIRED_MESSAGE : null;
};
