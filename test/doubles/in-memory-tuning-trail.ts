import type { TuningState } from '../../src/application/kernel/recommendation.gateway.port';
import type { TuningTrail } from '../../src/application/diamond/tuning-trail.port';
import type { TrailStop } from '../../src/domain/discovery/tuning-trail';

/** The tab's tuning trail held in memory: one tab for tests (a reload is a new page model over the same trail). */
export class InMemoryTuningTrail implements TuningTrail {
  readonly stops = new Map<string, TrailStop<TuningState>>();

  read(entry: string): TrailStop<TuningState> | null {
    return this.stops.get(entry) ?? null;
  }

  write(entry: string, stop: TrailStop<TuningState>): void {
    this.stops.set(entry, stop);
  }
}
