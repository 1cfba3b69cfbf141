import type { ServiceIdentifier } from 'inversify';
import type { SchedulerLike } from 'rxjs';

/** Where models and use cases schedule their timers (debounces, polls, delays): rxjs's async scheduler in the shop,
 * a virtual-time scheduler in tests, so a test of a 30-second wait takes no time. */
export type Scheduler = SchedulerLike;
export const Scheduler = Symbol.for('Scheduler') as ServiceIdentifier<Scheduler>;
