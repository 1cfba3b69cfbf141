import type { ServiceIdentifier } from 'inversify';

/** The time, read only through this port so that rules and tests can fix it. */
export interface Clock {
  now(): number;
}
export const Clock = Symbol.for('Clock') as ServiceIdentifier<Clock>;
