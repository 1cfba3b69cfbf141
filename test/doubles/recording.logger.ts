import type { Logger } from '../../src/application/kernel/logger.port';

/** Keeps a record instead of printing: for tests that assert what was logged. */
export class RecordingLogger implements Logger {
  readonly entries: { message: string; detail?: unknown }[] = [];

  warn(message: string, detail?: unknown): void {
    this.entries.push({ message, detail });
  }
}
