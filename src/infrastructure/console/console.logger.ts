import type { Logger } from '../../application/shell/logger.port';

export class ConsoleLogger implements Logger {
  warn(message: string, detail?: unknown): void {
    console.warn(message, detail ?? '');
  }
}
