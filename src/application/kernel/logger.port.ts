import type { ServiceIdentifier } from 'inversify';

/** Where failures that the shopper is not told about are recorded (spec: network failures are logged only). */
export interface Logger {
  warn(message: string, detail?: unknown): void;
}
export const Logger = Symbol.for('Logger') as ServiceIdentifier<Logger>;
