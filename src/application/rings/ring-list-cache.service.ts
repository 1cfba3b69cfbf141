import { QUERY_FRESH_MS } from '../../domain/shared/timers';
import type { Clock } from '../kernel/clock.port';
import type { RingPage } from '../kernel/ring-catalog.port';

const key = (optionValue: string | null, page: number) => `${optionValue ?? 'all'}:${page}`;

/** Ring pages already fetched this visit. An entry is fresh for 24 hours and is never dropped from memory, so it
 * can stand in as a placeholder while a newer answer loads (spec section 9). */
export class RingListCache {
  readonly #pages = new Map<string, { page: RingPage; at: number }>();

  constructor(private readonly clock: Clock) {}

  get(optionValue: string | null, page: number): { page: RingPage; fresh: boolean } | null {
    const entry = this.#pages.get(key(optionValue, page));
    return entry ? { page: entry.page, fresh: this.clock.now() - entry.at < QUERY_FRESH_MS } : null;
  }

  put(optionValue: string | null, page: RingPage): void {
    this.#pages.set(key(optionValue, page.page), { page, at: this.clock.now() });
  }
}
