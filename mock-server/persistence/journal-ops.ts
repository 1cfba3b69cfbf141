/**
 * The changes one journal line records, each on one top-level key of the data (a collection such as `carts`, or a
 * small value such as `sequences`). Indices are positions in the key's array at the moment the change is applied,
 * so replaying the lines in order over the snapshot they follow rebuilds the data exactly, record order included.
 *
 * - `value`: the key's whole new value (small values, a collection rearranged in an unusual way, a reset);
 * - `remove`: the records at these indices (ascending) leave the collection;
 * - `insert`: each record is inserted at its index (ascending, applied in order: appends are indices at the end);
 * - `set`: the record at the index is replaced (a record changed in place, e.g. an item added to a cart).
 */
export type JournalOp =
  | { key: string; value: unknown }
  | { key: string; remove: number[] }
  | { key: string; insert: [number, unknown][] }
  | { key: string; set: [number, unknown][] };

/** One line of the journal: the changes of one `update()` (or a whole new data set after a reset), numbered. */
export type JournalEntry = { seq: number; ops: JournalOp[] } | { seq: number; all: unknown };

/** Applies one entry's changes to `data` (the whole data object), throwing when they do not fit it. */
export function applyEntry(data: Record<string, unknown>, entry: JournalEntry): Record<string, unknown> {
  if ('all' in entry) {
    if (typeof entry.all !== 'object' || entry.all === null || Array.isArray(entry.all)) throw new Error(`entry ${entry.seq}: not a data set`);
    return entry.all as Record<string, unknown>;
  }
  for (const op of entry.ops) applyOp(data, op, entry.seq);
  return data;
}

function applyOp(data: Record<string, unknown>, op: JournalOp, seq: number): void {
  if ('value' in op) {
    data[op.key] = op.value;
    return;
  }
  const list = data[op.key];
  if (!Array.isArray(list)) throw new Error(`entry ${seq}: "${op.key}" is not a collection`);
  const fits = (index: unknown, limit: number): index is number => Number.isInteger(index) && (index as number) >= 0 && (index as number) <= limit;
  if ('remove' in op) {
    for (let i = op.remove.length - 1; i >= 0; i--) {
      const index = op.remove[i];
      if (!fits(index, list.length - 1)) throw new Error(`entry ${seq}: no record ${String(index)} in "${op.key}"`);
      list.splice(index, 1);
    }
  } else if ('insert' in op) {
    for (const [index, record] of op.insert) {
      if (!fits(index, list.length)) throw new Error(`entry ${seq}: cannot insert at ${String(index)} in "${op.key}"`);
      if (index === list.length) list.push(record);
      else list.splice(index, 0, record);
    }
  } else {
    for (const [index, record] of op.set) {
      if (!fits(index, list.length - 1)) throw new Error(`entry ${seq}: no record ${String(index)} in "${op.key}"`);
      list[index] = record;
    }
  }
}

/** Whether a parsed line has the shape of a journal entry (its ops are checked when applied). */
export function isJournalEntry(value: unknown): value is JournalEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as { seq?: unknown; ops?: unknown; all?: unknown };
  if (!Number.isSafeInteger(entry.seq)) return false;
  if ('all' in entry) return true;
  return Array.isArray(entry.ops) && entry.ops.every(isOp);
}

function isOp(value: unknown): value is JournalOp {
  if (typeof value !== 'object' || value === null) return false;
  const op = value as Record<string, unknown>;
  if (typeof op.key !== 'string') return false;
  const pairs = (list: unknown) => Array.isArray(list) && list.every((pair) => Array.isArray(pair) && pair.length === 2);
  return 'value' in op || (Array.isArray(op.remove) && op.remove.every((index) => typeof index === 'number')) || pairs(op.insert) || pairs(op.set);
}
