import type { TuningState } from '../../application/kernel/recommendation.gateway.port';
import type { TuningTrail } from '../../application/diamond/tuning-trail.port';
import { TRAIL_STEPS, type TrailStop } from '../../domain/discovery/tuning-trail';
import type { RecommendationStateWire } from '../../../contracts/recommendation';
import { toStateWire, toTuningState } from '../recommendation-http/recommendation-wire';
import { JsonStorage } from './json-storage';
import { STORAGE_KEYS } from './storage-keys';

/** The entries kept, the most recent ones: a long visit never grows the tab's storage without end. */
export const KEPT_STOPS = 50;
/** An entry key of the router, or a stone's id, is short; anything longer was not written here. */
const MAX_KEY_LENGTH = 64;

/** Each stop's state as the service gave it, in its own names: what the tab kept before the shop renamed anything. */
type Stored = readonly (readonly [string, TrailStop<RecommendationStateWire>])[];

const isKey = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_KEY_LENGTH;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The state's two lists, as the service bounds them; the service checks each step itself when the state goes back. */
const isSteps = (value: unknown): boolean => Array.isArray(value) && value.length <= TRAIL_STEPS && value.every((step) => isKey(step) || isRecord(step));
const isState = (value: unknown): value is RecommendationStateWire => isRecord(value) && isSteps(value.history) && isSteps(value.future);
const isStop = (value: unknown): value is TrailStop<RecommendationStateWire> =>
  isRecord(value) &&
  isKey(value.diamondId) &&
  isState(value.state) &&
  (value.previous === undefined || isKey(value.previous)) &&
  (value.next === undefined || isKey(value.next));
const isStored = (value: unknown): value is Stored =>
  Array.isArray(value) && value.length <= KEPT_STOPS && value.every((pair) => Array.isArray(pair) && pair.length === 2 && isKey(pair[0]) && isStop(pair[1]));

/**
 * The tuning trail in the tab's session storage: never in the address, never shared with another tab that did not
 * come from this one. A value this code did not write (altered, of an older shape, cut short) reads as no trail at
 * all: the page then shows no history, as for an address opened afresh. Checked by hand rather than with the
 * contract's schema: the page reads it as it opens, and the schemas load only with the first call to the service.
 */
export class WebStorageTuningTrail implements TuningTrail {
  readonly #storage: JsonStorage;

  constructor(storage: Storage) {
    this.#storage = new JsonStorage(storage);
  }

  read(entry: string): TrailStop<TuningState> | null {
    const stop = this.#stops().find(([key]) => key === entry)?.[1];
    return stop ? { ...stop, state: toTuningState(stop.state) } : null;
  }

  write(entry: string, stop: TrailStop<TuningState>): void {
    const kept = [...this.#stops().filter(([key]) => key !== entry), [entry, { ...stop, state: toStateWire(stop.state) }] as const].slice(-KEPT_STOPS);
    try {
      this.#storage.write(STORAGE_KEYS.tuningTrail, kept);
    } catch {
      // Storage full or refused: the page still walks this visit's history; a reload starts without it.
    }
  }

  #stops(): Stored {
    try {
      return this.#storage.read(STORAGE_KEYS.tuningTrail, isStored) ?? [];
    } catch {
      return [];
    }
  }
}
