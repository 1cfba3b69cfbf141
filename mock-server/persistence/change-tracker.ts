import type { JournalOp } from './journal-ops';

type Target = Record<PropertyKey, unknown>;

/**
 * Where an object sits in the data: a top-level key's collection array itself, somewhere inside one record of a
 * collection, or somewhere inside a top-level value that is not a collection (such as `sequences`).
 */
type Owner =
  | { kind: 'root' }
  | { kind: 'collection'; key: string }
  | { kind: 'record'; key: string; record: object }
  | { kind: 'value'; key: string };

interface KeyChange {
  /** The key's value is journaled whole. */
  whole: boolean;
  /** The collection array as it was before its first change of membership or order (a shallow copy). */
  before?: unknown[];
  /** Every membership change so far only appended records. */
  appendOnly: boolean;
  /** Records changed in place. */
  dirty: Set<object>;
}

/** The proxy of one object of the data, kept from one change to the next while the object stays where it is. */
interface Wrapped {
  proxy: object;
  owner: Owner;
  /** The data object the proxy belongs to (several stores can share one process). */
  root: object;
}

const wrapped = new WeakMap<object, Wrapped>();
const targetOf = new WeakMap<object, object>();
/** The change running now (changes are synchronous callbacks, never nested). */
let current: ChangeTracker | undefined;

const isContainer = (value: unknown): value is Target => {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

const isIndex = (property: PropertyKey): boolean => typeof property === 'string' && /^(?:0|[1-9]\d*)$/.test(property);

/**
 * Watches one change of the data and tells what it changed, at the granularity of the journal: which records of
 * which collections were added, removed or changed in place, and which other top-level values changed. The change
 * runs on a view of the data (`view`) made of proxies that note every write and pass it through to the real
 * objects. A proxy is made once per object and kept for later changes, so reading costs a trap per property read,
 * never a copy or a walk of the data; `ops()` then serializes only what changed.
 */
export class ChangeTracker {
  private readonly changes = new Map<string, KeyChange>();
  /**
   * Objects this change stored (new records, items, addresses). Inside a collection they are handed out as they
   * are, not as proxies, so that the change's own references to them stay equal to what it reads back; whatever
   * holds them was noted as changed when they were stored, and is serialized only at the end.
   */
  private readonly fresh = new WeakSet<object>();

  private constructor(private readonly root: Target) {}

  /** Starts watching a change of `root`: until `finish()`, writes through the view are noted. */
  static start(root: Target): ChangeTracker {
    const tracker = new ChangeTracker(root);
    current = tracker;
    return tracker;
  }

  /** The data as the change must see it. */
  get view(): Target {
    return wrap(this.root, { kind: 'root' }, this.root) as Target;
  }

  /** Stops noting writes (a view that leaked out of the change still reads and writes the data). */
  finish(): void {
    if (current === this) current = undefined;
  }

  /** The journal operations of everything changed, with the records serialized as they are now. */
  ops(): JournalOp[] {
    const ops: JournalOp[] = [];
    for (const [key, change] of this.changes) {
      const list = this.root[key];
      if (change.whole || !Array.isArray(list)) ops.push({ key, value: list });
      else ops.push(...(change.before ? this.membershipOps(key, change, list) : inPlaceOps(key, change, list)));
    }
    return ops;
  }

  /** Every record changed in place (whatever ops carry it). */
  changedRecords(): object[] {
    return [...this.changes.values()].flatMap((change) => [...change.dirty]);
  }

  private membershipOps(key: string, change: KeyChange, list: unknown[]): JournalOp[] {
    const before = change.before ?? [];
    if (change.appendOnly && list.length >= before.length) {
      const appended = list.slice(before.length);
      // Appended records are new objects, each once: the records before them kept their places.
      if (appended.every((record) => this.fresh.has(record as object)) && new Set(appended).size === appended.length) {
        const inPlace = inPlaceOps(key, change, list);
        if (inPlace.length === 1 && 'value' in inPlace[0]!) return inPlace;
        const insert: [number, unknown][] = appended.map((record, i) => [before.length + i, record]);
        return [...(insert.length > 0 ? [{ key, insert }] : []), ...inPlace];
      }
    }
    // General case: which records left, which are new and which changed, records keeping their relative order.
    const oldIndex = new Map<unknown, number>();
    before.forEach((record, index) => oldIndex.set(record, oldIndex.has(record) ? -1 : index));
    const kept = new Set<number>();
    const insert: [number, unknown][] = [];
    const set: [number, unknown][] = [];
    let lastKept = -1;
    for (let j = 0; j < list.length; j++) {
      const record = list[j];
      const index = oldIndex.get(record);
      if (index === undefined) {
        insert.push([j, record]);
        continue;
      }
      if (index < 0 || index <= lastKept) return [{ key, value: list }];
      lastKept = index;
      kept.add(index);
      if (change.dirty.has(record as object)) set.push([j, record]);
    }
    const remove: number[] = [];
    for (let i = 0; i < before.length; i++) if (!kept.has(i)) remove.push(i);
    const ops: JournalOp[] = [];
    if (remove.length > 0) ops.push({ key, remove });
    if (insert.length > 0) ops.push({ key, insert });
    if (set.length > 0) ops.push({ key, set });
    return ops;
  }

  private change(key: string): KeyChange {
    let change = this.changes.get(key);
    if (!change) {
      change = { whole: false, appendOnly: true, dirty: new Set() };
      this.changes.set(key, change);
    }
    return change;
  }

  /** Hands out a value read through a proxy: containers as proxies, except objects this change stored itself. */
  read(value: unknown, parent: Wrapped, property: PropertyKey): unknown {
    if (!isContainer(value) || (parent.owner.kind !== 'root' && this.fresh.has(value))) return value;
    return wrap(value, childOwner(parent.owner, property, value), parent.root);
  }

  noteWrite(object: Target, owner: Owner, property: PropertyKey, raw: unknown, odd = false): void {
    if (owner.kind === 'root') {
      const change = this.change(String(property));
      const old = object[property];
      if (Array.isArray(old) && Array.isArray(raw) && !odd) {
        change.before ??= old.slice();
        change.appendOnly = false;
      } else {
        change.whole = true;
      }
      return;
    }
    const change = this.change(owner.key);
    switch (owner.kind) {
      case 'collection': {
        const list = object as unknown as unknown[];
        if (odd || (!isIndex(property) && property !== 'length')) {
          change.whole = true;
          return;
        }
        change.before ??= list.slice();
        if (property === 'length') {
          if (typeof raw !== 'number' || raw < list.length) change.appendOnly = false;
        } else if (Number(property) < list.length || raw === undefined) {
          change.appendOnly = false;
        }
        return;
      }
      case 'record':
        change.dirty.add(owner.record);
        return;
      case 'value':
        change.whole = true;
    }
  }

  /** The real objects behind any proxies in a value about to be stored (a new record may hold read ones). */
  unwrap(value: unknown, seen = new Set<object>()): unknown {
    if (typeof value !== 'object' || value === null) return value;
    const target = targetOf.get(value);
    if (target) return target;
    if (!isContainer(value) || seen.has(value) || wrapped.has(value)) return value;
    seen.add(value);
    this.fresh.add(value);
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = this.unwrap(value[i], seen);
    } else {
      for (const key of Object.keys(value)) value[key] = this.unwrap(value[key], seen);
    }
    return value;
  }

  belongsTo(root: object): boolean {
    return this.root === root;
  }
}

/** Records changed in place, by their index now (their collection's membership did not change). */
function inPlaceOps(key: string, change: KeyChange, list: unknown[]): JournalOp[] {
  const set: [number, unknown][] = [];
  for (const record of change.dirty) {
    const index = list.indexOf(record);
    // A record changed, then dropped from its collection by a later change of this one: nothing to journal.
    if (index < 0) continue;
    set.push([index, record]);
  }
  set.sort((a, b) => a[0] - b[0]);
  return set.length > 0 ? [{ key, set }] : [];
}

function childOwner(owner: Owner, property: PropertyKey, value: Target): Owner {
  switch (owner.kind) {
    case 'root': {
      const key = String(property);
      return Array.isArray(value) ? { kind: 'collection', key } : { kind: 'value', key };
    }
    case 'collection':
      return isIndex(property) ? { kind: 'record', key: owner.key, record: value } : { kind: 'value', key: owner.key };
    default:
      return owner;
  }
}

function wrap(target: Target, owner: Owner, root: object): object {
  const kept = wrapped.get(target);
  if (kept && kept.root === root && sameOwner(kept.owner, owner)) return kept.proxy;
  const entry: Wrapped = { proxy: target, owner, root };
  entry.proxy = new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property) as unknown;
      if (current === undefined || !current.belongsTo(root)) return value;
      if (typeof value === 'function' && entry.owner.kind === 'collection' && SEARCHES.has(property)) return search(object, entry, property as Search);
      if (!isContainer(value)) return value;
      // The common case first: the proxy kept from an earlier read of the same place.
      const child = wrapped.get(value);
      if (child && child.root === root && fits(child.owner, entry.owner, property, value)) return child.proxy;
      return current.read(value, entry, property);
    },
    set(object, property, value) {
      const tracker = current?.belongsTo(root) ? current : undefined;
      const raw = tracker ? tracker.unwrap(value) : (targetOf.get(value as object) ?? value);
      tracker?.noteWrite(object, entry.owner, property, raw);
      return Reflect.set(object, property, raw);
    },
    deleteProperty(object, property) {
      if (current?.belongsTo(root)) current.noteWrite(object, entry.owner, property, undefined);
      return Reflect.deleteProperty(object, property);
    },
    defineProperty(object, property, descriptor) {
      const tracker = current?.belongsTo(root) ? current : undefined;
      tracker?.noteWrite(object, entry.owner, property, undefined, true);
      return Reflect.defineProperty(object, property, 'value' in descriptor && tracker ? { ...descriptor, value: tracker.unwrap(descriptor.value) } : descriptor);
    },
  });
  wrapped.set(target, entry);
  targetOf.set(entry.proxy, target);
  return entry.proxy;
}

/**
 * Searches of a collection run over the records themselves, not their proxies: a find over 10,000 carts costs what
 * it costs without a journal. Their callbacks must only read (as every search in the mock does); what they return
 * (a record, the records kept by `filter`) is handed out as proxies again, so that changing it is noted.
 */
const SEARCHES = new Set<PropertyKey>(['find', 'findLast', 'findIndex', 'findLastIndex', 'some', 'every', 'filter', 'indexOf', 'lastIndexOf', 'includes']);
type Search = 'find' | 'findLast' | 'findIndex' | 'findLastIndex' | 'some' | 'every' | 'filter' | 'indexOf' | 'lastIndexOf' | 'includes';

function search(list: Target, entry: Wrapped, method: Search): (...args: unknown[]) => unknown {
  const records = list as unknown as unknown[];
  const hand = (record: unknown) => (current ? current.read(record, entry, '0') : record);
  return (...args: unknown[]) => {
    switch (method) {
      case 'indexOf':
      case 'lastIndexOf':
      case 'includes': {
        const [element, ...rest] = args;
        const raw = typeof element === 'object' && element !== null ? (targetOf.get(element) ?? element) : element;
        return (records[method] as (...inner: unknown[]) => unknown).call(records, raw, ...rest);
      }
      case 'find':
      case 'findLast':
        return hand((records[method] as (...inner: unknown[]) => unknown).apply(records, args));
      case 'filter':
        return (records.filter as (...inner: unknown[]) => unknown[]).apply(records, args).map(hand);
      default:
        return (records[method] as (...inner: unknown[]) => unknown).apply(records, args);
    }
  };
}

/** Whether a kept proxy's owner is the one a read through `parent` at `property` gives (no allocation). */
function fits(kept: Owner, parent: Owner, property: PropertyKey, value: object): boolean {
  switch (parent.kind) {
    case 'root':
      return (kept.kind === 'collection' || kept.kind === 'value') && kept.key === property && (kept.kind === 'collection') === Array.isArray(value);
    case 'collection':
      return isIndex(property) ? kept.kind === 'record' && kept.record === value && kept.key === parent.key : kept.kind === 'value' && kept.key === parent.key;
    default:
      return sameOwner(kept, parent);
  }
}

function sameOwner(a: Owner, b: Owner): boolean {
  if (a === b) return true;
  switch (a.kind) {
    case 'root':
      return b.kind === 'root';
    case 'record':
      return b.kind === 'record' && a.record === b.record && a.key === b.key;
    default:
      return a.kind === b.kind && a.key === (b as { key: string }).key;
  }
}
