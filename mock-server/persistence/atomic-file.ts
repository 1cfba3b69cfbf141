import { open, readdir, rename, stat, unlink } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

let tempSequence = 0;

/**
 * Replaces `file` with `text` so that after a crash at any moment the file holds either the old or the new text
 * in full: write a temp file beside it, fsync it, rename it over the file (atomic on one file system), then fsync
 * the directory so that the rename itself is on disk.
 */
export async function writeFileAtomically(file: string, text: string, options: { chunkBytes?: number } = {}): Promise<void> {
  const temp = join(dirname(file), `${basename(file)}.tmp-${process.pid}-${++tempSequence}`);
  try {
    const handle = await open(temp, 'w', 0o644);
    try {
      if (options.chunkBytes === undefined) {
        await handle.writeFile(text, 'utf8');
      } else {
        // In slices, each flushed before the next: the disk never holds a long flush that other fsyncs wait behind.
        const bytes = Buffer.from(text, 'utf8');
        for (let offset = 0; offset < bytes.length; offset += options.chunkBytes) {
          const end = Math.min(offset + options.chunkBytes, bytes.length);
          await handle.write(bytes, offset, end - offset, offset);
          await handle.datasync();
        }
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncDirectory(dirname(file));
}

/** Temp files that a crash left behind: they were never renamed, so they hold nothing that was acknowledged. */
export async function removeLeftoverTempFiles(file: string): Promise<string[]> {
  const prefix = `${basename(file)}.tmp-`;
  const names = (await readdir(dirname(file))).filter((name) => name.startsWith(prefix));
  await Promise.all(names.map((name) => unlink(join(dirname(file), name))));
  return names;
}

/** Renames an unusable file to the first free `<file>.corrupt-<n>` and returns that name. */
export async function moveAside(file: string): Promise<string> {
  for (let n = 1; ; n++) {
    const target = `${file}.corrupt-${n}`;
    if (!(await exists(target))) {
      await rename(file, target);
      await syncDirectory(dirname(file));
      return target;
    }
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  }
}

/** Makes the directory's entries (a created, renamed or removed file) durable. */
export async function syncDirectory(directory: string): Promise<void> {
  let handle;
  try {
    handle = await open(directory, 'r');
    await handle.sync();
  } catch (error) {
    // Some platforms (Windows) cannot open or fsync a directory; the rename is then as durable as they allow.
    if (!['EISDIR', 'EPERM', 'EINVAL', 'EACCES'].includes(errorCode(error) ?? '')) throw error;
  } finally {
    await handle?.close();
  }
}

/** Opens `file` for appending, creating it if needed. */
export function openForAppend(file: string): Promise<FileHandle> {
  return open(file, 'a', 0o644);
}

/** Removes `file` if it exists. */
export async function removeFile(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
