import type { ServiceIdentifier } from 'inversify';
import type { TrailStop } from '../../domain/discovery/tuning-trail';
import type { TuningState } from '../kernel/recommendation.gateway.port';

/**
 * What the product page keeps of each entry of the tab's history that showed a stone (its stone, the tuning state at
 * it, its neighbours on the walk), so that the browser's Back and Forward, the page's arrows and a reload agree. Kept
 * by the tab alone (session storage in the browser): never in the address, so a shared or bookmarked address carries
 * no one's history. A stop that cannot be read is no stop.
 */
export interface TuningTrail {
  read(entry: string): TrailStop<TuningState> | null;
  write(entry: string, stop: TrailStop<TuningState>): void;
}
export const TuningTrail = Symbol.for('TuningTrail') as ServiceIdentifier<TuningTrail>;
