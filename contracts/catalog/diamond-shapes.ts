import { z } from 'zod';

/** The ten diamond shapes as the store's `shape` attribute and the recommendation service spell them on the wire
 * (capitalised, exactly these letters). */
export const DIAMOND_SHAPES = ['Asscher', 'Cushion', 'Emerald', 'Heart', 'Marquise', 'Oval', 'Pear', 'Princess', 'Radiant', 'Round'] as const;
export type DiamondShapeName = (typeof DIAMOND_SHAPES)[number];

export const diamondShapeSchema = z.enum(DIAMOND_SHAPES);
