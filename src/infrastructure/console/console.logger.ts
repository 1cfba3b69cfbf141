import type { Logger } from '../../application/kernel/logger.port';

export class ConsoleLogger implements Logger {
  warn(message: string, detail?: unknown): void {
    console.warn(message, detail ?? '');
  }
}
