import { CLARITY_SCALE, COLOR_SCALE, FINISH_SCALE, FLUORESCENCE_SCALE } from './grade-scales';
import type { ShapeProfile } from './shape-profiles';

/** How a color grade reads to a shopper (GIA's bands). */
const colorBand = (color: number): string => (color <= 2 ? 'colorless' : color <= 6 ? 'near-colorless' : 'faint yellow');

/** VS2 and better look clean to the eye; SI stones usually do; I1 shows inclusions. */
const clarityNote = (clarity: number): string => {
  const grade = CLARITY_SCALE[clarity] ?? '';
  if (grade === 'IF') return 'internally flawless';
  if (grade.startsWith('VVS')) return 'minute inclusions';
  if (grade.startsWith('VS')) return 'eye-clean';
  if (grade.startsWith('SI')) return 'inclusions hard to see without magnification';
  return 'visible inclusions';
};

const fluorescenceNote = (fluorescence: number): string => {
  const intensity = FLUORESCENCE_SCALE[fluorescence] ?? 'None';
  return intensity === 'None' ? 'no fluorescence' : `${intensity.toLowerCase()} blue fluorescence`;
};

export interface DescribedStone {
  readonly profile: ShapeProfile;
  readonly carat: number;
  readonly color: number;
  readonly clarity: number;
  readonly cut: number;
  readonly polish: number;
  readonly symmetry: number;
  readonly fluorescence: number;
}

/** The one-sentence 'Diamond Details' text, built from the stone's own grades so it never contradicts them. */
export function describeDiamond(stone: DescribedStone): string {
  const color = COLOR_SCALE[stone.color] ?? '';
  const clarity = CLARITY_SCALE[stone.clarity] ?? '';
  const finish = (code: number) => (FINISH_SCALE[code] ?? '').toLowerCase();
  return (
    `A ${stone.carat.toFixed(2)} carat natural ${stone.profile.described} diamond of ${color} color (${colorBand(stone.color)}) and ` +
    `${clarity} clarity (${clarityNote(stone.clarity)}), with ${finish(stone.cut)} cut, ${finish(stone.polish)} polish and ` +
    `${finish(stone.symmetry)} symmetry and ${fluorescenceNote(stone.fluorescence)}, graded by GIA.`
  );
}
