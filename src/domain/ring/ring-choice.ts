import { configurableOption, type Ring, type RingAttributeCode } from './ring';
import { ringColorParam } from './ring-address';
import { NO_RING_SIZE } from './ring-code';

/** What a ring address asks for (`?color=Rose-Gold&metal=14K&size=6.5`), each null when the address leaves it out. */
export interface AskedRingChoice {
  readonly color: string | null;
  readonly metal: string | null;
  readonly size: string | null;
}

/** A choice the design offers, in the catalogue's own spelling ('Rose Gold', '14K', '6.5'); no size yet is null. */
export interface OfferedRingChoice {
  readonly color: string;
  readonly metal: string;
  readonly size: string | null;
}

const spelledAlike = (a: string, b: string): boolean => a.trim().replace(/-/g, ' ').toLowerCase() === b.trim().replace(/-/g, ' ').toLowerCase();

const sameSize = (a: string, b: string): boolean => a.trim() === b.trim() || (a.trim() !== '' && b.trim() !== '' && Number(a) === Number(b));

const labels = (ring: Pick<Ring, 'configurableOptions'>, code: RingAttributeCode): readonly string[] => configurableOption(ring, code)?.values.map((value) => value.label) ?? [];

/**
 * The choice a design can be bought in, for what an address asks: a color or metal the design offers, in the
 * catalogue's spelling whatever the address's case or dashes, else the design's first; a size the design offers
 * (the catalogue's "I'm not sure", '0', among them, which the bag's free ring takes), else none, for the shopper to
 * choose: a guessed size would make a ring that does not fit, so the builder asks for one instead.
 *   offeredRingChoice(whiteGoldOnly, { color: 'Rose-Gold', metal: '24K', size: null }) → { color: 'White Gold', metal: '14K', size: null }
 */
export const offeredRingChoice = (ring: Pick<Ring, 'configurableOptions'>, asked: AskedRingChoice): OfferedRingChoice => {
  const colors = labels(ring, 'ring_color');
  const metals = labels(ring, 'ring_metal');
  const sizes = labels(ring, 'ring_size');
  const color = asked.color === null ? undefined : colors.find((label) => spelledAlike(label, asked.color ?? ''));
  const metal = asked.metal === null ? undefined : metals.find((label) => spelledAlike(label, asked.metal ?? ''));
  const size = asked.size === null ? undefined : sizes.find((label) => sameSize(label, asked.size ?? ''));
  return { color: color ?? colors[0] ?? '', metal: metal ?? metals[0] ?? '', size: size ?? null };
};

/**
 * The address's choices as the design offers them: each choice the address names, written as the catalogue spells
 * it, a color or metal it does not offer replaced by the one shown, a size it does not offer left out; a choice the
 * address leaves out stays out. Equal to what was asked when the design offers it all.
 */
export const offeredRingChoiceQuery = (ring: Pick<Ring, 'configurableOptions'>, query: string): string => {
  const params = new URLSearchParams(query);
  const offered = offeredRingChoice(ring, { color: params.get('color'), metal: params.get('metal'), size: params.get('size') });
  if (params.has('color')) {
    if (offered.color) params.set('color', ringColorParam(offered.color));
    else params.delete('color');
  }
  if (params.has('metal')) {
    if (offered.metal) params.set('metal', offered.metal);
    else params.delete('metal');
  }
  if (params.has('size')) {
    if (offered.size !== null) params.set('size', offered.size);
    else params.delete('size');
  }
  return params.toString();
};

/** The size '0' is the catalogue's "I'm not sure". */
export const isSizeToBeConfirmed = (size: string | null | undefined): boolean => size?.trim() === NO_RING_SIZE;
