import { z } from 'zod';

/**
 * The last id handed out for each kind of numbered record, like the auto-increment counters of Magento's tables.
 * Ids are never reused: deleting the newest cart item and adding another must not give the new item the old id,
 * which a client may still hold. Private, like every collection that is not listed as public.
 */
export const sequencesSchema = z.object({
  cart: z.number().int().nonnegative(),
  cartItem: z.number().int().nonnegative(),
  cartAddress: z.number().int().nonnegative(),
});

export type Sequences = z.infer<typeof sequencesSchema>;
export type SequenceName = keyof Sequences;

export const emptySequences = (): Sequences => ({ cart: 0, cartItem: 0, cartAddress: 0 });

/** Takes the next id of a sequence (call it inside `store.update`, so that the counter is persisted with the record). */
export function nextId(sequences: Sequences, name: SequenceName): number {
  sequences[name] += 1;
  return sequences[name];
}
