import { mkdir, readFile, rename } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { MockLogger } from '../app/logger';
import { errorCode, moveAside, openForAppend, removeFile, removeLeftoverTempFiles, syncDirectory, writeFileAtomically } from './atomic-file';
import { ChangeTracker } from './change-tracker';
import { applyEntry, isJournalEntry } from './journal-ops';
import type { JournalEntry } from './journal-ops';
import { WriteQueue } from './write-queue';

export type DeepReadonly<T> = T extends (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
    : T;

export interface JsonFileStoreOptions<T> {
  /** The data file (the snapshot); `null` keeps the data in memory only (tests). */
  file: string | null;
  /** Fresh seeded data, for a missing or unusable file and for a reset. */
  create(): T;
  /**
   * Turns the parsed file into data, throwing when it is not usable. `upgraded` says the result differs from the
   * file (for instance a collection added since the file was written was seeded), so it is written back at once.
   */
  revive(raw: unknown): { data: T; upgraded: boolean };
  log: MockLogger;
  /** The journal is folded into the snapshot once it is this large, or larger than the snapshot (default 16 KiB). */
  compactAfterBytes?: number;
}

/** The key of the snapshot that says which journal entries it already holds. */
const MARK = '_journal';
const DEFAULT_COMPACT_AFTER_BYTES = 16 * 1024;
/** A background snapshot is written and flushed in slices this large, so that journal fsyncs never wait long. */
const SNAPSHOT_CHUNK_BYTES = 512 * 1024;

/** The journal beside a data file, and the older journal a compaction in progress is folding into the snapshot. */
export const journalFiles = (file: string) => ({ journal: `${file}.journal`, older: `${file}.journal.old` });

/**
 * All mutable data of the mock backend, held in memory, stored as a snapshot (the data file, whole JSON) plus an
 * append-only journal beside it. A change is applied in memory at once (so reads see it); its promise resolves only
 * when a journal line holding it (the records it changed, not the whole data) has been fsynced, so a route that
 * awaits `update()` before answering 2xx guarantees that the change survives a crash, even a SIGKILL. Concurrent
 * changes share one append and one fsync (group commit). Once the journal outgrows the snapshot, the snapshot is
 * rewritten in the background (temp file, fsync, rename) and the journal started afresh; a start and a graceful
 * close do the same, so after either the data file alone holds everything.
 */
export class JsonFileStore<T extends object> {
  private closed = false;
  private readonly queue: WriteQueue | undefined;
  /** Journal lines not yet written, in order. */
  private pending: string[] = [];
  /** The number of the last journal entry made (written or pending). */
  private seq: number;
  private handle: FileHandle | undefined;
  private journalBytes = 0;
  private snapshotBytes = 0;
  private olderJournalExists = false;
  private compaction: Promise<void> | undefined;
  private compactionWanted = false;
  private readonly recordTexts = new WeakMap<object, string>();
  /** Appending failed and the journal could not be cut back to its last whole line: the next write rewrites all. */
  private journalSpoiled = false;

  private constructor(
    private state: T,
    private readonly file: string | null,
    seq: number,
    private readonly log: MockLogger,
    private readonly compactAfterBytes: number,
  ) {
    this.seq = seq;
    this.queue = file === null ? undefined : new WriteQueue(() => this.takePending(), (text) => this.write(text));
  }

  static async open<T extends object>(options: JsonFileStoreOptions<T>): Promise<JsonFileStore<T>> {
    const { file } = options;
    const compactAfter = options.compactAfterBytes ?? DEFAULT_COMPACT_AFTER_BYTES;
    if (file === null) return new JsonFileStore(options.create(), null, 0, options.log, compactAfter);
    await mkdir(dirname(file), { recursive: true });
    const leftovers = await removeLeftoverTempFiles(file);
    if (leftovers.length > 0) options.log.info(`Removed ${leftovers.length} unfinished temp file(s) beside ${file}`);
    const loaded = await load(file, options);
    const store = new JsonFileStore(loaded.data, file, loaded.seq, options.log, compactAfter);
    // Fold what the journal held into a fresh snapshot: the store starts with an empty journal.
    if (loaded.mustWrite) await store.compactNow();
    // Serializes every record once, now, so that the first compaction does not.
    else store.snapshotBytes = store.snapshotText().length;
    return store;
  }

  /** The current data, read-only: every change goes through `update()` so that it is persisted. */
  get data(): DeepReadonly<T> {
    return this.state as DeepReadonly<T>;
  }

  /**
   * Applies `change` to the data now and resolves when the change is on disk. A change that throws after changing
   * something still has that part journaled (memory and disk never part ways), and its error is passed on.
   */
  update(change: (data: T) => void): Promise<void> {
    this.assertOpen();
    // In memory too the change sees the data through the tracker, so that tests run changes as a data file would.
    const tracker = ChangeTracker.start(this.state as Record<PropertyKey, unknown>);
    try {
      change(tracker.view as T);
    } catch (error) {
      this.journal(tracker);
      void this.persist().catch((cause: unknown) => this.log.error('Could not journal a change that failed half-way', cause));
      throw error;
    }
    this.journal(tracker);
    return this.persist();
  }

  /** Replaces all data (a reset) and resolves when the new data is on disk. */
  replace(data: T): Promise<void> {
    this.assertOpen();
    this.state = data;
    if (this.queue) this.pending.push(line({ seq: ++this.seq, all: data }));
    return this.persist();
  }

  /** Waits for queued writes and folds the journal into the snapshot; later changes are refused. */
  async close(): Promise<void> {
    this.closed = true;
    if (!this.queue) return;
    await this.queue.drain();
    await this.compaction;
    if (this.journalBytes > 0 || this.olderJournalExists || this.pending.length > 0) await this.compactNow();
    await this.handle?.close();
    this.handle = undefined;
  }

  private journal(tracker: ChangeTracker): void {
    tracker.finish();
    if (!this.queue) return;
    const ops = tracker.ops();
    if (ops.length === 0) return;
    for (const record of tracker.changedRecords()) this.recordTexts.delete(record);
    const opTexts = ops.map((op) => {
      if ('set' in op) return `{"key":${JSON.stringify(op.key)},"set":[${op.set.map(([index, record]) => `[${index},${this.recordText(record)}]`).join(',')}]}`;
      if ('insert' in op) return `{"key":${JSON.stringify(op.key)},"insert":[${op.insert.map(([index, record]) => `[${index},${this.recordText(record)}]`).join(',')}]}`;
      return JSON.stringify(op);
    });
    this.pending.push(`{"seq":${++this.seq},"ops":[${opTexts.join(',')}]}\n`);
  }

  /** A record's JSON, kept until the record changes: a snapshot then costs a join, not a serialization of all. */
  private recordText(record: unknown): string {
    if (typeof record !== 'object' || record === null) return JSON.stringify(record) ?? 'null';
    let text = this.recordTexts.get(record);
    if (text === undefined) {
      text = JSON.stringify(record);
      this.recordTexts.set(record, text);
    }
    return text;
  }

  private takePending(): string {
    const text = this.pending.join('');
    this.pending = [];
    return text;
  }

  private persist(): Promise<void> {
    return this.queue ? this.queue.persist() : Promise.resolve();
  }

  /** One turn of the write queue: appends the pending lines with one fsync, or rewrites the snapshot if it must. */
  private async write(text: string): Promise<void> {
    const file = this.file as string;
    if (this.journalSpoiled) {
      // The snapshot about to be written holds every change so far, `text` included.
      await this.compactNow();
      return;
    }
    if (this.compactionWanted && !this.compaction) {
      this.compactionWanted = false;
      await this.startCompaction(file);
    }
    if (text.length > 0) await this.append(file, text);
    if (!this.compaction && this.journalBytes >= Math.max(this.compactAfterBytes, this.snapshotBytes)) {
      // The next turn starts a new journal and the snapshot that replaces the current one.
      this.compactionWanted = true;
      void this.persist().catch((error: unknown) => this.log.error('Could not start compacting the journal', error));
    }
  }

  private async append(file: string, text: string): Promise<void> {
    try {
      if (!this.handle) {
        this.handle = await openForAppend(journalFiles(file).journal);
        await syncDirectory(dirname(file));
      }
      await this.handle.appendFile(text, 'utf8');
      await this.handle.datasync();
      this.journalBytes += Buffer.byteLength(text);
    } catch (error) {
      // Its lines go again with the next write; a torn part must not stay in front of them.
      this.pending.unshift(text);
      try {
        await this.handle?.truncate(this.journalBytes);
      } catch {
        this.journalSpoiled = true;
      }
      throw error;
    }
  }

  /**
   * Moves the journal aside (`.journal.old`), takes the snapshot of the data as it is now (every entry so far,
   * pending ones included) and writes it while new entries go to a fresh journal; then drops the older journal.
   * At any crash in between, the snapshot's mark tells which journal entries it already holds.
   */
  private async startCompaction(file: string): Promise<void> {
    const { journal, older } = journalFiles(file);
    try {
      if (!this.olderJournalExists && this.handle) {
        await this.handle.close();
        this.handle = undefined;
        await rename(journal, older);
        await syncDirectory(dirname(file));
        this.olderJournalExists = true;
        this.journalBytes = 0;
      }
    } catch (error) {
      this.log.error(`Could not start a new journal beside ${file}`, error);
      return;
    }
    const text = this.snapshotText();
    this.compaction = (async () => {
      try {
        await writeFileAtomically(file, text, { chunkBytes: SNAPSHOT_CHUNK_BYTES });
        this.snapshotBytes = text.length;
        await removeFile(older);
        await syncDirectory(dirname(file));
        this.olderJournalExists = false;
      } catch (error) {
        this.log.error(`Could not rewrite the data file ${file}; its journal keeps every change`, error);
      } finally {
        this.compaction = undefined;
      }
    })();
  }

  /** Writes the snapshot of everything now and removes both journals (at start, at close, after a spoiled append). */
  private async compactNow(): Promise<void> {
    const file = this.file as string;
    const { journal, older } = journalFiles(file);
    await this.compaction;
    // No journal will be left, so the snapshot needs no mark and the numbering starts again; every pending entry
    // is in the snapshot.
    this.seq = 0;
    const text = this.snapshotText();
    this.pending = [];
    await this.handle?.close();
    this.handle = undefined;
    await writeFileAtomically(file, text);
    this.snapshotBytes = text.length;
    await removeFile(older);
    await removeFile(journal);
    await syncDirectory(dirname(file));
    this.olderJournalExists = false;
    this.journalSpoiled = false;
    this.journalBytes = 0;
  }

  /**
   * The data as it is now, marked with the number of the last journal entry it holds if there is one. Collections
   * are joined from their records' kept JSON (only records changed since they were last serialized cost anything).
   */
  private snapshotText(): string {
    const whole: Record<string, unknown> = this.seq === 0 ? { ...(this.state as Record<string, unknown>) } : { ...(this.state as Record<string, unknown>), [MARK]: { through: this.seq } };
    const parts: string[] = [];
    for (const [key, value] of Object.entries(whole)) {
      if (value === undefined || typeof value === 'function') continue;
      const text = Array.isArray(value) ? `[${value.map((record) => this.recordText(record)).join(',')}]` : JSON.stringify(value);
      parts.push(`${JSON.stringify(key)}:${text}`);
    }
    return `{${parts.join(',')}}`;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The mock data store is closed.');
  }
}

const line = (entry: JournalEntry): string => `${JSON.stringify(entry)}\n`;

interface Loaded<T> {
  data: T;
  seq: number;
  mustWrite: boolean;
}

async function load<T>(file: string, options: JsonFileStoreOptions<T>): Promise<Loaded<T>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') {
      options.log.info(`No data file at ${file}: seeding a new one`);
      await moveJournalsAside(file, options.log, 'its data file is missing');
      return { data: options.create(), seq: 0, mustWrite: true };
    }
    return reseedAfter(file, options, `cannot be read (${errorCode(error) ?? String(error)})`);
  }
  try {
    const stored = await readStored(file, text, options.log);
    const { data, upgraded } = options.revive(stored.data);
    if (upgraded) options.log.info(`Data file ${file} upgraded with newly seeded collections`);
    return { data, seq: stored.seq, mustWrite: upgraded || stored.journaled };
  } catch (error) {
    return reseedAfter(file, options, `is corrupt (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
}

async function reseedAfter<T>(file: string, options: JsonFileStoreOptions<T>, problem: string): Promise<Loaded<T>> {
  const movedTo = await moveAside(file);
  options.log.warn(`Data file ${file} ${problem}: moved it to ${movedTo} and seeded fresh data`);
  await moveJournalsAside(file, options.log, 'its data file was unusable');
  return { data: options.create(), seq: 0, mustWrite: true };
}

async function moveJournalsAside(file: string, log: MockLogger, why: string): Promise<void> {
  for (const journal of Object.values(journalFiles(file))) {
    try {
      const movedTo = await moveAside(journal);
      log.warn(`Journal ${journal} set aside to ${movedTo}: ${why}`);
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
    }
  }
}

/**
 * The data a snapshot and its journals hold: the snapshot's JSON (without its mark), then every journal entry it
 * does not hold yet, in order (the older journal first). Reading stops at the first line that is not a whole entry
 * following the one before: a torn last line was being written when the process died, so it was never answered.
 * `journaled` says entries were applied or journals were found (the caller then writes a fresh snapshot).
 */
async function readStored(file: string, snapshotText: string, log?: MockLogger): Promise<{ data: unknown; seq: number; journaled: boolean }> {
  const parsed = JSON.parse(snapshotText) as unknown;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { data: parsed, seq: 0, journaled: false };
  let data = parsed as Record<string, unknown>;
  const mark = data[MARK] as { through?: unknown } | undefined;
  delete data[MARK];
  const through = Number.isSafeInteger(mark?.through) ? (mark?.through as number) : 0;
  let seq = through;
  let journaled = false;
  let stopped = false;
  for (const journal of [journalFiles(file).older, journalFiles(file).journal]) {
    let text: string;
    try {
      text = await readFile(journal, 'utf8');
    } catch (error) {
      if (errorCode(error) === 'ENOENT') continue;
      throw error;
    }
    journaled = true;
    if (stopped) continue;
    const lines = text.split('\n');
    const torn = lines.pop() ?? '';
    for (const [index, lineText] of lines.entries()) {
      const problem = (() => {
        let entry: unknown;
        try {
          entry = JSON.parse(lineText);
        } catch {
          return 'is not whole JSON';
        }
        if (!isJournalEntry(entry)) return 'is not a journal entry';
        if (entry.seq <= through) return undefined;
        if (entry.seq !== seq + 1) return `is entry ${entry.seq} where ${seq + 1} was due`;
        try {
          data = applyEntry(data, entry);
        } catch (error) {
          return `does not apply (${error instanceof Error ? error.message : String(error)})`;
        }
        seq = entry.seq;
        return undefined;
      })();
      if (problem !== undefined) {
        log?.warn(`Journal ${journal} line ${index + 1} ${problem}: it and what follows are ignored`);
        stopped = true;
        break;
      }
    }
    if (!stopped && torn.length > 0) log?.info(`Ignored the unfinished last line of ${journal} (a write cut by a crash, never answered)`);
  }
  return { data, seq, journaled };
}

/**
 * What a data file and its journal hold right now, as the next start would load it (without changing any file):
 * for tests and tools that read the data of a running server. Throws when the data file does not parse.
 */
export async function readStoredData(file: string): Promise<unknown> {
  return (await readStored(file, await readFile(file, 'utf8'))).data;
}
