import type { JournalOp } from './journal-ops';

type Target = Record<PropertyKey, unknown>;

/**
 * Where an object sits in the data: a top-level key's collection array itself, somewhere inside one record of a
 * collection, or somewhere inside a top-level value that is not a collection (such as `sequences`).
 */
type Owner = { kind: 'collection'; key: string } | { kind: 'record'; key: string; record: object } | { kind: 'value'; key: string };

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
 * objects; reads cost a proxy per object touched, never a copy or a walk of the data. `ops()` then serializes only
 * what changed.
 */
export class ChangeTracker {
  private readonly proxies = new Map<object, object>();
  private readonly targets = new Map<object, object>();
  /** The index a record was read at (valid while its collection's membership is unchanged). */
  private readonly indexOf = new Map<object, number>();
  private readonly changes = new Map<string, KeyChange>();
  /**
   * Objects this change stored (new records, items, addresses). Inside a collection they are handed out as they
   * are, not as proxies, so that the change's own references to them stay equal to what it reads back; whatever
   * holds them was noted as changed when they were stored, and is serialized only at the end.
   */
  private readonly fresh = new WeakSet<object>();
  private active = true;

  constructor(private readonly root: Target) {}

  /** The data as the change must see it. */
  get view(): Target {
    return this.wrap(this.root, undefined) as Target;
  }

  /** Stops noting writes (a view that leaked out of the change still reads and writes the data). */
  finish(): void {
    this.active = false;
  }

  /** The journal operations of everything changed, with the records serialized as they are now. */
  ops(): JournalOp[] {
    const ops: JournalOp[] = [];
    for (const [key, change] of this.changes) {
      const current = this.root[key];
      if (change.whole || !Array.isArray(current)) {
        ops.push({ key, value: current });
        continue;
      }
      const listOps = change.before ? this.membershipOps(key, change, current) : this.inPlaceOps(key, change, current);
      ops.push(...listOps);
    }
    return ops;
  }

  private inPlaceOps(key: string, change: KeyChange, list: unknown[]): JournalOp[] {
    const set: [number, unknown][] = [];
    for (const record of change.dirty) {
      const index = this.indexOf.get(record);
      if (index === undefined || list[index] !== record) return [{ key, value: list }];
      set.push([index, record]);
    }
    set.sort((a, b) => a[0] - b[0]);
    return set.length > 0 ? [{ key, set }] : [];
  }

  private membershipOps(key: string, change: KeyChange, list: unknown[]): JournalOp[] {
    const before = change.before ?? [];
    if (change.appendOnly && list.length >= before.length) {
      const known = new Set<unknown>();
      for (let i = before.length; i < list.length; i++) known.add(list[i]);
      const appendedKnown = [...known].some((record) => this.indexOf.has(record as object));
      if (!appendedKnown && known.size === list.length - before.length) {
        const inPlace = this.inPlaceOps(key, change, list);
        if (inPlace.length === 1 && 'value' in inPlace[0]!) return inPlace;
        const insert: [number, unknown][] = [];
        for (let i = before.length; i < list.length; i++) insert.push([i, list[i]]);
        return [...(insert.length > 0 ? [{ key, insert }] : []), ...inPlace];
      }
    }
    // General case: which records left, which are new and which changed, records keeping their relative order.
    const oldIndex = new Map<unknown, number>();
    before.forEach((record, index) => {
      if (oldIndex.has(record)) oldIndex.set(record, -1);
      else oldIndex.set(record, index);
    });
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

  private wrap(target: Target, owner: Owner | undefined): object {
    const existing = this.proxies.get(target);
    if (existing) return existing;
    const proxy = new Proxy(target, {
      get: (object, property) => {
        const value = Reflect.get(object, property) as unknown;
        if (!this.active || !isContainer(value) || (owner !== undefined && this.fresh.has(value))) return value;
        return this.wrap(value, this.childOwner(object, owner, property, value));
      },
      set: (object, property, value) => {
        const raw = this.unwrap(value);
        if (this.active) this.noteWrite(object, owner, property, raw);
        return Reflect.set(object, property, raw);
      },
      deleteProperty: (object, property) => {
        if (this.active) this.noteWrite(object, owner, property, undefined);
        return Reflect.deleteProperty(object, property);
      },
      defineProperty: (object, property, descriptor) => {
        if (this.active) this.noteWrite(object, owner, property, undefined, true);
        return Reflect.defineProperty(object, property, { ...descriptor, ...('value' in descriptor ? { value: this.unwrap(descriptor.value) } : {}) });
      },
    });
    this.proxies.set(target, proxy);
    this.targets.set(proxy, target);
    return proxy;
  }

  private childOwner(object: Target, owner: Owner | undefined, property: PropertyKey, value: Target): Owner {
    if (owner === undefined) {
      const key = String(property);
      return Array.isArray(value) ? { kind: 'collection', key } : { kind: 'value', key };
    }
    if (owner.kind === 'collection') {
      if (isIndex(property)) {
        if (!this.indexOf.has(value)) this.indexOf.set(value, Number(property));
        return { kind: 'record', key: owner.key, record: value };
      }
      return { kind: 'value', key: owner.key };
    }
    void object;
    return owner;
  }

  private noteWrite(object: Target, owner: Owner | undefined, property: PropertyKey, raw: unknown, odd = false): void {
    if (owner === undefined) {
      const key = String(property);
      const change = this.change(key);
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
  private unwrap(value: unknown, seen = new Set<object>()): unknown {
    if (typeof value !== 'object' || value === null) return value;
    const target = this.targets.get(value);
    if (target) return target;
    if (!isContainer(value) || seen.has(value) || this.proxies.has(value)) return value;
    seen.add(value);
    this.fresh.add(value);
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) value[i] = this.unwrap(value[i], seen);
    } else {
      for (const key of Object.keys(value)) value[key] = this.unwrap(value[key], seen);
    }
    return value;
  }
}
