import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { MockLogger } from '../app/logger';
import { errorCode, moveAside, removeLeftoverTempFiles, writeFileAtomically } from './atomic-file';
import { WriteQueue } from './write-queue';

export type DeepReadonly<T> = T extends (infer Item)[]
  ? readonly DeepReadonly<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: DeepReadonly<T[Key]> }
    : T;

export interface JsonFileStoreOptions<T> {
  /** The data file; `null` keeps the data in memory only (tests). */
  file: string | null;
  /** Fresh seeded data, for a missing or unusable file and for a reset. */
  create(): T;
  /**
   * Turns the parsed file into data, throwing when it is not usable. `upgraded` says the result differs from the
   * file (for instance a collection added since the file was written was seeded), so it is written back at once.
   */
  revive(raw: unknown): { data: T; upgraded: boolean };
  log: MockLogger;
}

/**
 * All mutable data of the mock backend, held in memory and written to one JSON file. A change is applied in memory
 * at once (so reads see it) and its promise resolves only when the file on disk contains it: a route that awaits
 * `update()` before answering 2xx guarantees that the change survives a crash, even a SIGKILL.
 */
export class JsonFileStore<T extends object> {
  private closed = false;
  private readonly queue: WriteQueue | undefined;

  private constructor(
    private state: T,
    file: string | null,
  ) {
    this.queue = file === null ? undefined : new WriteQueue(() => JSON.stringify(this.state), (text) => writeFileAtomically(file, text));
  }

  static async open<T extends object>(options: JsonFileStoreOptions<T>): Promise<JsonFileStore<T>> {
    const { file } = options;
    if (file === null) return new JsonFileStore(options.create(), null);

    await mkdir(dirname(file), { recursive: true });
    const leftovers = await removeLeftoverTempFiles(file);
    if (leftovers.length > 0) options.log.info(`Removed ${leftovers.length} unfinished temp file(s) beside ${file}`);

    const { data, mustWrite } = await load(file, options);
    const store = new JsonFileStore(data, file);
    if (mustWrite) await store.persist();
    return store;
  }

  /** The current data, read-only: every change goes through `update()` so that it is persisted. */
  get data(): DeepReadonly<T> {
    return this.state as DeepReadonly<T>;
  }

  /** Applies `change` to the data now and resolves when the change is on disk. */
  update(change: (data: T) => void): Promise<void> {
    this.assertOpen();
    change(this.state);
    return this.persist();
  }

  /** Replaces all data (a reset) and resolves when the new data is on disk. */
  replace(data: T): Promise<void> {
    this.assertOpen();
    this.state = data;
    return this.persist();
  }

  /** Waits for queued writes; later changes are refused. */
  async close(): Promise<void> {
    this.closed = true;
    await this.queue?.drain();
  }

  private persist(): Promise<void> {
    return this.queue ? this.queue.persist() : Promise.resolve();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The mock data store is closed.');
  }
}

async function load<T>(file: string, options: JsonFileStoreOptions<T>): Promise<{ data: T; mustWrite: boolean }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') {
      options.log.info(`No data file at ${file}: seeding a new one`);
      return { data: options.create(), mustWrite: true };
    }
    return reseedAfter(file, options, `cannot be read (${errorCode(error) ?? String(error)})`);
  }
  try {
    const { data, upgraded } = options.revive(JSON.parse(text));
    if (upgraded) options.log.info(`Data file ${file} upgraded with newly seeded collections`);
    return { data, mustWrite: upgraded };
  } catch (error) {
    return reseedAfter(file, options, `is corrupt (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
}

async function reseedAfter<T>(file: string, options: JsonFileStoreOptions<T>, problem: string): Promise<{ data: T; mustWrite: boolean }> {
  const movedTo = await moveAside(file);
  options.log.warn(`Data file ${file} ${problem}: moved it to ${movedTo} and seeded fresh data`);
  return { data: options.create(), mustWrite: true };
}
