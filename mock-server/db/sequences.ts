import { z } from 'zod';

/** Counters added after the first data files were written default to 0 (then raised to the ids in use on load). */
const counter = z.number().int().nonnegative();
const laterCounter = counter.default(0);

/**
 * The last id handed out for each kind of numbered record, like the auto-increment counters of Magento's tables.
 * Ids are never reused: deleting the newest cart item and adding another must not give the new item the old id,
 * which a client may still hold. Private, like every collection that is not listed as public.
 */
export const sequencesSchema = z.object({
  cart: counter,
  cartItem: counter,
  cartAddress: counter,
  customer: laterCounter,
  customerAddress: laterCounter,
  /** Orders: the entity id, and (padded) the increment id. */
  order: laterCounter,
  orderItem: laterCounter,
});

export type Sequences = z.infer<typeof sequencesSchema>;
export type SequenceName = keyof Sequences;

export const emptySequences = (): Sequences => ({ cart: 0, cartItem: 0, cartAddress: 0, customer: 0, customerAddress: 0, order: 0, orderItem: 0 });

/** Takes the next id of a sequence (call it inside `store.update`, so that the counter is persisted with the record). */
export function nextId(sequences: Sequences, name: SequenceName): number {
  sequences[name] += 1;
  return sequences[name];
}
